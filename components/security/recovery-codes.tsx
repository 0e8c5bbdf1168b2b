"use client";

import { Copy, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * The 10 recovery codes, shown once after two-factor sign-in is turned on: Copy, and Download as a
 * .txt whose name and text do not name Niji (a file in Downloads can out its owner).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations("security.recovery");
  const text = `${t("fileHeader")}\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t("fileName");
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <div role="status" className="space-y-1 rounded-md border border-primary/40 bg-primary/10 px-3 py-2 text-sm">
        <h3 className="font-semibold">{t("title")}</h3>
        <p>{t("text")}</p>
      </div>
      <ul aria-label={t("listLabel")} className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t("copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t("download")}
        </Button>
      </div>
      <Button type="button" className="w-full" onClick={onDone}>
        {t("done")}
      </Button>
    </div>
  );
}
