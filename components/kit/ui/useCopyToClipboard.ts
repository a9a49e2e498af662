import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";

type CopyOptions = {
  /** Whether a success alert says it worked; off where the button itself shows it. */
  announce?: boolean;
  /** The alert's message key when the browser refuses (no permission, no secure context). */
  errorKey?: string;
};

/** Copies text to the clipboard; resolves whether it worked, and alerts a refusal rather than dropping it. */
export function useCopyToClipboard({ announce = true, errorKey = "clipboardCopyError" }: CopyOptions = {}) {
  const t = useTranslations();
  const { addAlert, addError } = useAlerts();
  return async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      if (announce) addAlert(t("copySuccess"), "success");
      return true;
    } catch (error) {
      addError(errorKey, error);
      return false;
    }
  };
}
