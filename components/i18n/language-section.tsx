import { useTranslations } from "next-intl";
import { PanelSection } from "@/components/ui/panel-section";
import { LanguageSwitcher } from "./language-switcher";

/** "Language" on /edit-profile: the language Niji is shown in, kept in a cookie on this browser. */
export function LanguageSection() {
  const t = useTranslations("language");
  return (
    <PanelSection titleId="language-title" title={t("title")} text={t("text")}>
      <LanguageSwitcher labelledBy="language-title" />
    </PanelSection>
  );
}
