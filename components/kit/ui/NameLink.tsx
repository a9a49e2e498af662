"use client";

import type { ComponentPropsWithRef } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import { createLink } from "@tanstack/react-router";
import { TruncatedText } from "./TruncatedText";

type NameAnchorProps = Omit<ComponentPropsWithRef<"a">, "children"> & {
  /** The name as the server holds it: the link's text, cut to `maxW` with the full name on hover. */
  name: string;
  maxW?: string;
  /** On one line, never wrapped: its column keeps room for the whole name (up to `maxW`) before others. */
  nowrap?: boolean;
};

function NameAnchor({ name, maxW = "xs", nowrap, ...anchor }: NameAnchorProps) {
  return (
    <TruncatedText text={name} maxW={maxW} nowrap={nowrap}>
      <ChakraLink colorPalette="blue" {...anchor}>
        {name}
      </ChakraLink>
    </TruncatedText>
  );
}

/**
 * A row's name linking to its page (a table's first column): a router link, typed by its `to` and `params` like
 * `Link`, that truncates a long name the way every other value does.
 */
export const NameLink = createLink(NameAnchor);
