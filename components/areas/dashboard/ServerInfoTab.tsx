"use client";
import { use } from "react";
import { Card, DataList, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";
import { useServerInfo } from "@/lib/console-context";
import { splitFeatures } from "./featureLabels";
import { FeatureList } from "./FeatureList";
import { InfoCard } from "./InfoCard";

/**
 * The server's version and product profile, its CPU, memory and system (which Keycloak tells the administration
 * realm's admins only, so the cards show what the server sent), and the features switched on and off.
 */
export default function ServerInfoTab() {
  use(loadAreaMessages());
  const t = useTranslations();
  const { systemInfo, cpuInfo, memoryInfo, profileInfo, features } = useServerInfo();
  const { enabled, disabled } = splitFeatures(features ?? []);
  const operatingSystem = [systemInfo?.osName, systemInfo?.osVersion, systemInfo?.osArchitecture]
    .filter(Boolean)
    .join(" ");

  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" py="4" alignItems="start">
      <Stack gap="4">
        <InfoCard
          titleKey="serverInfo"
          rows={[
            ["version", systemInfo?.version],
            ["product", profileInfo?.name],
          ]}
        />
        <InfoCard titleKey="cpu" rows={[["processorCount", cpuInfo?.processorCount]]} />
        <InfoCard
          titleKey="memory"
          rows={[
            ["totalMemory", memoryInfo?.totalFormated],
            ["freeMemory", memoryInfo?.freeFormated],
            ["usedMemory", memoryInfo?.usedFormated],
          ]}
        />
        <InfoCard
          titleKey="systemInfo"
          rows={[
            ["serverTime", systemInfo?.serverTime],
            ["serverUptime", systemInfo?.uptime],
            ["runtime", systemInfo?.javaRuntime],
            ["operatingSystem", operatingSystem],
          ]}
        />
      </Stack>
      <Card.Root gridColumn={{ lg: "span 2" }}>
        <Card.Header>
          <Heading as="h2" size="md">
            {t("profile")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root>
            <FeatureList titleKey="enabledFeatures" helpKey="infoEnabledFeatures" features={enabled} />
            <FeatureList titleKey="disabledFeatures" helpKey="infoDisabledFeatures" features={disabled} />
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
