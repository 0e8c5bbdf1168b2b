import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { SettingsLink } from "@/components/shared/settings-link";
import { HIDDEN_WORDS_PATH } from "@/lib/contract/hidden-words/paths";

/** The /settings entry to /settings/hidden-words. */
export function HiddenWordsLink() {
  const t = useTranslations("hiddenWords");
  return <SettingsLink href={HIDDEN_WORDS_PATH} title={t("link")} hint={t("linkHint")} icon={<EyeOff className="size-4" />} />;
}
