"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { copyText } from "@/components/share/share-actions";

const MESSAGES = [
  { title: "friendly", text: "friendlyText" },
  { title: "community", text: "communityText" },
  { title: "simple", text: "simpleText" },
] as const;

export function ShareMessagesTab({ url, name }: { url: string; name: string }) {
  const t = useTranslations("share");

  const copy = async (text: string) => {
    try {
      await copyText(text);
      toast.success(t("notices.copiedTitle"), { description: t("notices.copiedMessage") });
    } catch {
      toast.error(t("notices.clipboardFailed"));
    }
  };

  return (
    <div className="space-y-2 pt-2">
      <p className="text-sm text-muted-foreground">{t("messages.hint")}</p>
      <ul className="space-y-2">
        {MESSAGES.map((m) => {
          const title = t(`messages.${m.title}`);
          const text = t(`messages.${m.text}`, { url, name });
          return (
            <li key={m.title}>
              <button
                type="button"
                onClick={() => void copy(text)}
                className="w-full rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="block font-medium">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground [overflow-wrap:anywhere]">{text}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
