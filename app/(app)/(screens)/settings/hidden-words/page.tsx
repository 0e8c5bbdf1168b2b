import { getTranslations } from "next-intl/server";
import { HiddenWordsSettings } from "@/components/hidden-words/hidden-words-settings";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { BUILT_IN_COUNT } from "@/lib/domain/safety/hidden-words";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/hidden-words: the built-in list's switch, the member's own words, the way to Hidden comments (issue #33).
export default async function HiddenWordsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("hiddenWords");
  return (
    <div className="space-y-4">
      <SettingsPageHeader back={t("back")} title={t("title")} intro={t("intro")} />
      <HiddenWordsSettings builtInCount={BUILT_IN_COUNT} />
    </div>
  );
}
