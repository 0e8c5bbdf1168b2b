"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useServerText } from "@/hooks/use-server-text";
import { apiErrorCode, apiRequest } from "@/lib/client/api-client";
import { normalizeCode, TOTP_CODE } from "@/lib/contract/auth/limits";

export type TwoFactorSecret = { secret: string; otpauthUrl: string };

/** The key in groups of four, as authenticator apps show it (typing it, spaces don't matter). */
export const groupKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Set-up: the QR code of otpauthUrl and the key to type, then a code from the app → POST /api/auth/2fa/enable. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: { setup: TwoFactorSecret; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const t = useTranslations("security.twoFactor");
  const tl = useTranslations("security.login");
  const { fromError } = useServerText();
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const { recoveryCodes } = await apiRequest<{ recoveryCodes: string[] }>("POST", "/api/auth/2fa/enable", { code: normalizeCode(code) });
      onEnabled(recoveryCodes);
    } catch (error) {
      if (apiErrorCode(error) === "invalid_code") form.setError("code", { message: tl("invalidCode") }, { shouldFocus: true });
      else toast.error(t("failed"), { description: fromError(error, t("failed")) });
    }
  });
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(t("copyKey"));
    } catch {
      toast.error(t("copyKey"));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm">{t("scan")}</p>
      {/* white all round: the quiet zone a camera needs, in the dark theme too */}
      <div data-testid="two-factor-qr" className="mx-auto w-fit rounded-lg bg-white p-3">
        <QRCodeSVG value={setup.otpauthUrl} size={176} marginSize={0} title={t("qrLabel")} />
      </div>
      <div className="space-y-1">
        <p id="two-factor-key-label" className="text-sm font-medium">
          {t("key")}
        </p>
        <div className="flex items-center gap-2">
          <code aria-labelledby="two-factor-key-label" data-testid="two-factor-key" className="min-w-0 flex-1 rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm break-all select-all">
            {groupKey(setup.secret)}
          </code>
          <Button type="button" variant="outline" size="icon" aria-label={t("copyKey")} onClick={() => void copyKey()}>
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
      <InputField
        id="two-factor-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        label={t("code")}
        error={errors.code?.message}
        {...form.register("code", { validate: (v) => (!normalizeCode(v) ? tl("codeRequired") : TOTP_CODE.test(normalizeCode(v)) ? true : tl("codeFormat")) })}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("confirming") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
