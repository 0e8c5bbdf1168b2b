import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** "Your data" on /edit-profile: downloads GET /api/users/{id}/export as a JSON file. */
export function AccountDataSection({ userId }: { userId: string }) {
  const t = useTranslations("account.data");
  return (
    <section aria-labelledby="account-data-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="account-data-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("text")}</p>
      <p className="text-xs text-muted-foreground">{t("privacy")}</p>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        {/* a plain download: the browser sends the session cookie and saves the attachment */}
        <a href={`/api/users/${userId}/export`} download>
          <Download aria-hidden />
          {t("download")}
        </a>
      </Button>
    </section>
  );
}
