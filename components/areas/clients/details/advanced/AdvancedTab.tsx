"use client";

import { useEffect, useMemo, type ReactNode } from "react";
import { Box, Grid, GridItem, Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm, useFormState } from "react-hook-form";
import { QueryError } from "@/components/kit/ui/QueryError";
import { JUMP_OFFSET, JumpLinks } from "@/components/kit/form/JumpLinks";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { useFlowChoices } from "@/lib/queries/clients";
import type { ClientTabProps } from "../clientTabs";
import { AdvancedFormSection } from "./AdvancedFormSection";
import { toAdvancedValues, type AdvancedValues } from "./advancedFields";
import { advancedSections } from "./advancedSections";
import { ClusterNodes } from "./ClusterNodes";
import { RevocationSection } from "./RevocationSection";

/**
 * Keycloak's Advanced tab as one scroll page with jump links: revocation, cluster nodes, token settings and flow
 * overrides, each section saved and reverted on its own; SAML clients get the sections that apply to them.
 */
export default function AdvancedTab({ realm, client, readOnly }: ClientTabProps) {
  const t = useTranslations();
  const sections = useMemo(() => advancedSections(client.protocol), [client.protocol]);
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const form = useForm<AdvancedValues>({ defaultValues: toAdvancedValues(fields, client), mode: "onChange" });
  // subscribes the tab to the form's dirtiness, which the unsaved-changes guard reads
  const { isDirty } = useFormState({ control: form.control });
  const flows = useFlowChoices(realm);

  // Reloaded data becomes the new baseline; what the user is editing in another section stays.
  useEffect(() => {
    form.reset(toAdvancedValues(fields, client), { keepDirtyValues: true });
  }, [client, fields, form]);

  const blocker = useUnsavedChangesBlocker(() => isDirty);

  const titled = (id: string, titleKey: string, content: ReactNode) => (
    <Box as="section" key={id} id={id} aria-labelledby={`${id}-title`} scrollMarginTop={`${JUMP_OFFSET}px`}>
      <Heading as="h2" size="lg" id={`${id}-title`} mb="4">
        {t(titleKey)}
      </Heading>
      {content}
    </Box>
  );
  const jumpLinks = [{ id: "revocation", titleKey: "revocation" }, ...sections].map(({ id, titleKey }) => ({
    id,
    title: t(titleKey),
  }));

  return (
    <Grid templateColumns="repeat(12, 1fr)" gap="6" p="6">
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <GridItem colSpan={{ base: 12, md: 9 }}>
        <Stack gap="10">
          {titled("revocation", "revocation", <RevocationSection realm={realm} client={client} readOnly={readOnly} />)}
          {sections.map((section) =>
            titled(
              section.id,
              section.titleKey,
              <AdvancedFormSection
                realm={realm}
                client={client}
                section={section}
                form={form}
                readOnly={readOnly}
                flows={flows.data ?? []}
              >
                {section.id === "registeredClusterNodes" && (
                  <ClusterNodes realm={realm} client={client} readOnly={readOnly} />
                )}
                {section.id === "authenticationOverrides" && flows.isError && (
                  <QueryError query={flows} messageKey="flowsLoadError" />
                )}
              </AdvancedFormSection>,
            ),
          )}
        </Stack>
      </GridItem>
      <GridItem colSpan={{ base: 12, md: 3 }} display={{ base: "none", md: "block" }}>
        <JumpLinks links={jumpLinks} />
      </GridItem>
    </Grid>
  );
}
