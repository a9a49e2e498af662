"use client";

import type { ReactNode } from "react";
import { Table } from "@chakra-ui/react";
import type { Cell, Header, RowData } from "@tanstack/react-table";
import { TruncatedText, type TruncatedTextProps } from "@/components/kit/ui/TruncatedText";
import type { DataTableFeatures } from "./features";

/** The widest a column of text grows; longer values are cut, with the full value in a tooltip. */
export const TEXT_COLUMN_MAX_W = "xs";
const HEADER_MAX_W = "10rem";

/**
 * What a column's definition renders, as a component (so a cell may use hooks). Plain text, which most columns and
 * headers give, may come from the server at any length (names, descriptions, a realm's translations): it is cut
 * after two lines with the full value in a tooltip, so that no value widens the table beyond its column.
 */
function renderedText(content: unknown, props?: Partial<TruncatedTextProps>) {
  return typeof content === "string" && content !== "" ? (
    <TruncatedText text={content} lines={2} maxW={TEXT_COLUMN_MAX_W} {...props} />
  ) : (
    (content as ReactNode)
  );
}

export function CellContent<T extends RowData>({ cell }: { cell: Cell<DataTableFeatures, T, unknown> }) {
  const render = cell.column.columnDef.cell;
  return renderedText(typeof render === "function" ? render(cell.getContext()) : render);
}

/**
 * Headers break between words only, so that a squeezed column keeps its title's words whole; a title longer than a
 * header's width (a realm's translation) is cut there.
 */
export function HeaderContent<T extends RowData>({ header }: { header: Header<DataTableFeatures, T, unknown> }) {
  const render = header.column.columnDef.header;
  return renderedText(typeof render === "function" ? render(header.getContext()) : render, {
    overflowWrap: "break-word",
    maxW: HEADER_MAX_W,
  });
}

export function TableRowWithDetail({
  expanded,
  detail,
  columnCount,
  children,
}: {
  expanded: boolean;
  detail: ReactNode;
  columnCount: number;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      {expanded && detail != null && (
        <Table.Row>
          <Table.Cell colSpan={columnCount}>{detail}</Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
