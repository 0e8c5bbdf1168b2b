import { useTranslations } from "next-intl";

/** "Changes here save automatically": the line every /edit-profile section that saves on its own shows under its heading. */
export function AutoSaveHint({ id }: { id?: string }) {
  const t = useTranslations("profile.edit");
  return (
    <p id={id} data-testid="auto-save-hint" className="text-xs text-muted-foreground">
      {t("autoSaveHint")}
    </p>
  );
}
