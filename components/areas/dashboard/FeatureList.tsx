"use client";
import { Badge, DataList, HStack, Wrap } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { featureLabels } from "./featureLabels";

type FeatureListProps = { titleKey: string; helpKey: string; features: FeatureRepresentation[] };

/** One row of the profile card: the features, each with its type (and deprecation) as Keycloak labels them. */
export function FeatureList({ titleKey, helpKey, features }: FeatureListProps) {
  const t = useTranslations();
  return (
    <DataList.Item>
      <DataList.ItemLabel>
        <HStack gap="1">
          {t(titleKey)}
          <HelpItem label={t(titleKey)} helpText={t(helpKey)} />
        </HStack>
      </DataList.ItemLabel>
      <DataList.ItemValue>
        <Wrap as="ul" gap="3" listStyleType="none" aria-label={t(titleKey)}>
          {features.map((feature) => (
            <HStack as="li" key={feature.name} gap="1">
              <span>{feature.name}</span>
              {featureLabels(feature).map(({ key, color }) => (
                <Badge key={key} variant="surface" colorPalette={color}>
                  {t(key)}
                </Badge>
              ))}
            </HStack>
          ))}
        </Wrap>
      </DataList.ItemValue>
    </DataList.Item>
  );
}
