import { getTranslations } from "next-intl/server";
import { HiddenCommentsList } from "@/components/hidden-words/hidden-comments-list";
import { SettingsPageHeader } from "@/components/shared/settings-page-header";
import { HIDDEN_WORDS_PATH } from "@/lib/contract/hidden-words/paths";
import { getCurrentUser } from "@/lib/server/current-user";

// /settings/hidden-words/comments: comments on the member's posts that their hidden words hid, with Show and Delete (issue #33).
export default async function HiddenCommentsPage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const t = await getTranslations("hiddenWords");
  return (
    <div className="space-y-4">
      <SettingsPageHeader back={t("commentsBack")} backHref={HIDDEN_WORDS_PATH} title={t("commentsTitle")} intro={t("commentsIntro")} />
      <HiddenCommentsList />
    </div>
  );
}
