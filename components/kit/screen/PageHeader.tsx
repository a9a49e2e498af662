import type { ReactNode } from "react";
import { Box, Heading, HStack, Text } from "@chakra-ui/react";

export type PageHeaderProps = {
  /** The page's name (translated, or a resource's own name). */
  title: ReactNode;
  /** One line under the title that says what the page is for. */
  subtitle?: ReactNode;
  /** Labels beside the title, e.g. "Disabled". */
  badges?: ReactNode;
  /** Controls at the end of the title row (switches, buttons, a kebab menu). */
  actions?: ReactNode;
  /** Longer help text under the subtitle. */
  help?: ReactNode;
  /** What belongs to the header band below the title, e.g. dialogs its actions open. */
  children?: ReactNode;
};

/**
 * The band at the top of every screen: title, subtitle, badges, actions and help text. A title given as text (often
 * a resource's own name) is cut after two lines by CSS, with the full value as its title: every screen and the
 * dashboard show a header, so it stays out of TruncatedText's measuring, which would join the first load.
 */
export function PageHeader({ title, subtitle, badges, actions, help, children }: PageHeaderProps) {
  const heading =
    typeof title === "string" ? (
      <Heading as="h1" size="2xl" minW="0" lineClamp={2} overflowWrap="anywhere" title={title}>
        {title}
      </Heading>
    ) : (
      <Heading as="h1" size="2xl" minW="0">
        {title}
      </Heading>
    );
  return (
    <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
      {children}
      {badges || actions ? (
        <HStack justify="space-between" wrap="wrap" gap="4">
          <HStack gap="3" minW="0">
            {heading}
            {badges}
          </HStack>
          {actions}
        </HStack>
      ) : (
        heading
      )}
      {subtitle && (
        <Text mt="1" color="fg.muted">
          {subtitle}
        </Text>
      )}
      {help && (
        <Text mt="1" color="fg.muted" fontSize="sm">
          {help}
        </Text>
      )}
    </Box>
  );
}
