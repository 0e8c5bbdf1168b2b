import { useTranslations } from "next-intl";
import { AutoSaveHint } from "@/components/shared/auto-save-hint";
import { PanelSection } from "@/components/ui/panel-section";
import { AccountLanguageSwitcher } from "./account-language-switcher";

/** "Language" on /edit-profile: the language Niji is shown in, stored on the member's account. */
export function LanguageSection({ userId }: { userId: string }) {
  const t = useTranslations("language");
  return (
    <PanelSection titleId="language-title" title={t("title")} text={t("accountText")}>
      <AutoSaveHint />
      <AccountLanguageSwitcher userId={userId} labelledBy="language-title" />
    </PanelSection>
  );
}
