"use client";

import { Component, type ErrorInfo, type ReactNode } from "react";
import { Alert, Button, CloseButton, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { getErrorMessage } from "@/lib/errors";
import { reloadPage } from "@/lib/browser";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** Where "Home" goes: a hash route such as "#/master". */
  homeHash?: string;
};

type ErrorBoundaryState = { error?: unknown };

/** Catches a screen that failed to render and offers to retry it or to go home, instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = {};

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private retry = () => this.setState({ error: undefined });

  private goHome = () => {
    window.location.hash = this.props.homeHash ?? "#/";
    this.retry();
  };

  render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorAlert error={this.state.error} onRetry={this.retry} onHome={this.goHome} />;
  }
}

function ErrorAlert({ error, onRetry, onHome }: { error: unknown; onRetry: () => void; onHome: () => void }) {
  const t = useTranslations();
  return (
    <Alert.Root role="alert" status="error" m="4" width="auto">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{getErrorMessage(error)}</Alert.Title>
        <HStack>
          <PrimaryButton size="sm" onClick={onRetry}>
            {t("retry")}
          </PrimaryButton>
          <Button size="sm" variant="outline" onClick={onHome}>
            {t("home")}
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t("close")} onClick={reloadPage} />
    </Alert.Root>
  );
}
