"use client";

import { Box, Button, Grid, GridItem, Heading, Stack } from "@chakra-ui/react";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { LOCALE_ATTRIBUTE, type UserFormValues } from "@/lib/form/userProfile";
import { LocaleField } from "./LocaleField";
import { UserProfileAttributeField } from "./UserProfileAttributeField";
import { groupAttributes, type AttributeSection } from "./userProfileLayout";

/** Space kept above a section when a jump link scrolls to it (the sticky masthead). */
export const JUMP_LINK_OFFSET = 100;

export type UserProfileFormProps = {
  form: UseFormReturn<UserFormValues>;
  metadata: UserProfileMetadata;
  /** The realm's supported locales; the locale field is hidden without them. */
  supportedLocales?: readonly string[];
  /** Leave out read-only attributes (e.g. on create). */
  hideReadOnly?: boolean;
};

const sectionId = (section: AttributeSection) => `user-profile-${section.group?.name ?? "general"}`;

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - JUMP_LINK_OFFSET;
  window.scrollTo({ top, behavior: "smooth" });
}

/** The user-profile fields in titled sections with a jump-link navigation beside them. */
export function UserProfileForm({ form, metadata, supportedLocales = [], hideReadOnly = false }: UserProfileFormProps) {
  const t = useTranslations();
  const translate = (text: string | undefined) => serverText(text, t);
  const sections = groupAttributes(metadata, hideReadOnly);
  const title = (section: AttributeSection): string =>
    section.group ? (translate(section.group.displayHeader) ?? section.group.name ?? "") : t("general");

  return (
    <Grid templateColumns="repeat(12, 1fr)" gap="6">
      <GridItem colSpan={{ base: 12, md: 8 }} minW="0">
        <Stack gap="8">
          {sections.map((section) => (
            <Box
              as="section"
              key={sectionId(section)}
              id={sectionId(section)}
              aria-labelledby={`${sectionId(section)}-title`}
            >
              {/* a group's header and description are the realm's text, of any length */}
              <TruncatedText text={title(section)} lines={2}>
                <Heading as="h2" size="md" id={`${sectionId(section)}-title`} mb="1">
                  {title(section)}
                </Heading>
              </TruncatedText>
              {section.group?.displayDescription && (
                <TruncatedText
                  text={translate(section.group.displayDescription) ?? ""}
                  lines={3}
                  color="fg.muted"
                  mb="3"
                />
              )}
              <Stack gap="4">
                {section.attributes.map((attribute) =>
                  attribute.name === LOCALE_ATTRIBUTE ? (
                    <LocaleField key={attribute.name} control={form.control} supportedLocales={supportedLocales} />
                  ) : (
                    <UserProfileAttributeField key={attribute.name} attribute={attribute} control={form.control} />
                  ),
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </GridItem>
      <GridItem colSpan={{ base: 12, md: 4 }} display={{ base: "none", md: "block" }} minW="0">
        <Box as="nav" aria-label={t("jumpToSection")} position="sticky" top={`${JUMP_LINK_OFFSET}px`}>
          <Stack gap="1" align="start">
            {sections.map((section) => (
              <Button
                key={sectionId(section)}
                variant="plain"
                size="sm"
                maxW="full"
                onClick={() => scrollToSection(sectionId(section))}
              >
                <TruncatedText text={title(section)} />
              </Button>
            ))}
          </Stack>
        </Box>
      </GridItem>
    </Grid>
  );
}
