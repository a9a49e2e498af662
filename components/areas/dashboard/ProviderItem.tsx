"use client";
import { Fragment, useId, useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

type ProviderItemProps = { id: string; operationalInfo: [string, string][] };

/** A provider of an SPI; its operational info (a database's address, for one) folds out on demand, as in Keycloak. */
export function ProviderItem({ id, operationalInfo }: ProviderItemProps) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <li>
      <HStack gap="2">
        {id}
        {operationalInfo.length > 0 && (
          <Button
            size="2xs"
            variant="plain"
            colorPalette="blue"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t(open ? "showLessOf" : "showMoreOf", { name: id })}
            onClick={() => setOpen(!open)}
          >
            {t(open ? "showLess" : "showMore")}
          </Button>
        )}
      </HStack>
      {open && (
        <Box
          as="dl"
          id={detailsId}
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="3"
          ps="4"
          py="1"
          textStyle="sm"
          aria-label={t("operationalInfoOf", { name: id })}
        >
          {operationalInfo.map(([key, value]) => (
            <Fragment key={key}>
              <Box as="dt" color="fg.muted">
                {key}
              </Box>
              <Box as="dd" wordBreak="break-all">
                {value}
              </Box>
            </Fragment>
          ))}
        </Box>
      )}
    </li>
  );
}
