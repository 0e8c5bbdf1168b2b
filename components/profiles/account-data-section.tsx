import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";

/** "Your data" on /edit-profile: downloads GET /api/users/{id}/export as a JSON file. */
export function AccountDataSection({ userId }: { userId: string }) {
  const t = useTranslations("account.data");
  return (
    <PanelSection titleId="account-data-title" title={t("title")} text={t("text")}>
      <p className="text-xs text-muted-foreground">{t("privacy")}</p>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        {/* a plain download: the browser sends the session cookie and saves the attachment */}
        <a href={`/api/users/${userId}/export`} download>
          <Download aria-hidden />
          {t("download")}
        </a>
      </Button>
    </PanelSection>
  );
}
