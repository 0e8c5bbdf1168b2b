"use client";

import { Download, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeCanvas } from "qrcode.react";
import { useRef } from "react";
import { toast } from "@/components/ui/toast";
import { qrFileName } from "@/components/share/share-actions";
import { useShareProfile } from "@/components/share/use-share-profile";
import { Button } from "@/components/ui/button";

// Spec section 9: 256 px wide, margin 2, dark on white.
export const QR_SIZE = 256;
export const QR_MARGIN = 2;

function canvasBlob(canvas: HTMLCanvasElement) {
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no blob"))), "image/png"),
  );
}

export function ShareQrTab({ url, name }: { url: string; name: string }) {
  const t = useTranslations("share");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileName = qrFileName(name);

  const download = async () => {
    try {
      const canvas = canvasRef.current;
      if (!canvas) throw new Error("no canvas");
      const href = URL.createObjectURL(await canvasBlob(canvas));
      const link = document.createElement("a");
      link.href = href;
      link.download = fileName;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
      toast.success(t("notices.downloadedTitle"), { description: t("notices.downloadedText", { file: fileName }) });
    } catch {
      toast.error(t("notices.qrFailed"));
    }
  };

  const shareProfile = useShareProfile(url, name);
  const share = () =>
    shareProfile(async () => {
      const canvas = canvasRef.current;
      return canvas ? [new File([await canvasBlob(canvas)], fileName, { type: "image/png" })] : undefined;
    });

  return (
    <div className="flex flex-col items-center gap-4 pt-2">
      <div className="rounded-lg border bg-white p-2">
        <QRCodeCanvas
          ref={canvasRef}
          value={url}
          size={QR_SIZE}
          marginSize={QR_MARGIN}
          fgColor="#000000"
          bgColor="#ffffff"
          role="img"
          aria-label={t("qr.alt", { name })}
          data-testid="profile-qr"
          className="size-56 sm:size-64"
        />
      </div>
      <p className="text-sm text-muted-foreground">{t("qr.hint")}</p>
      <div className="flex w-full gap-2">
        <Button type="button" variant="outline" className="flex-1" onClick={() => void download()}>
          <Download aria-hidden /> {t("qr.download")}
        </Button>
        <Button type="button" className="flex-1" onClick={() => void share()}>
          <Share2 aria-hidden /> {t("qr.share")}
        </Button>
      </div>
    </div>
  );
}
