"use client";
import { Badge, Card, DataList, Heading, SimpleGrid, Wrap } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";
import { useServerInfo } from "@/lib/console-context";

const byName = (a: FeatureRepresentation, b: FeatureRepresentation) => a.name.localeCompare(b.name);

function FeatureList({ titleKey, features }: { titleKey: string; features: FeatureRepresentation[] }) {
  const t = useTranslations();
  return (
    <DataList.Item>
      <DataList.ItemLabel>{t(titleKey)}</DataList.ItemLabel>
      <DataList.ItemValue>
        <Wrap as="ul" gap="2" listStyleType="none" aria-label={t(titleKey)}>
          {features.map((feature) => (
            <li key={feature.name}>
              <Badge variant="surface" colorPalette={feature.enabled ? "green" : "gray"}>
                {feature.name}
              </Badge>
            </li>
          ))}
        </Wrap>
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Server version and the features switched on and off. */
export function ServerInfoTab() {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const features = [...(serverInfo.features ?? [])].sort(byName);

  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" py="4">
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            {t("serverInfo")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root>
            <DataList.Item>
              <DataList.ItemLabel>{t("version")}</DataList.ItemLabel>
              <DataList.ItemValue>{serverInfo.systemInfo?.version}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root gridColumn={{ lg: "span 2" }}>
        <Card.Header>
          <Heading as="h2" size="md">
            {t("profile")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root>
            <FeatureList titleKey="enabledFeatures" features={features.filter((feature) => feature.enabled)} />
            <FeatureList titleKey="disabledFeatures" features={features.filter((feature) => !feature.enabled)} />
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
