import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/layout/coming-soon";
import { StoryStrip } from "@/components/stories/story-strip";

export default async function Page() {
  const t = await getTranslations("common.screens");
  return (
    <>
      <StoryStrip />
      <ComingSoon title={t("home")} />
    </>
  );
}
