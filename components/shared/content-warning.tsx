"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
import { cn } from "@/lib/client/cn";

// Posts revealed in this tab: a post shown in the grid stays shown in its detail overlay and card.
const revealed = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function reveal(id: string) {
  revealed.add(id);
  listeners.forEach((l) => l());
}

type Props = {
  /** the post (or other content) the warning belongs to */
  id: string;
  warning: string | null | undefined;
  /** smaller text and button, for grid tiles */
  compact?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Media behind a content warning: blurred and inert, with the warning and a Show button, until the
 * viewer chooses Show. Every grid, card and overlay wraps post media in it.
 */
export function ContentWarning({ id, warning, compact = false, className, children }: Props) {
  const t = useTranslations("posts.contentWarning");
  const tc = useTranslations("common");
  const shown = useSyncExternalStore(
    subscribe,
    () => revealed.has(id),
    () => false,
  );
  if (!warning || shown) return <>{children}</>;
  return (
    <div className={cn("relative overflow-hidden", className)} data-testid="content-warning">
      <div className="size-full blur-2xl" aria-hidden inert>
        {children}
      </div>
      <div
        className={cn(
          "absolute inset-0 flex flex-col items-center justify-center bg-black/55 text-center text-white",
          compact ? "gap-1 p-1.5" : "gap-3 p-6",
        )}
      >
        <EyeOff className={compact ? "size-4" : "size-7"} aria-hidden />
        <p className={cn("font-medium break-words", compact ? "line-clamp-2 text-xs" : "text-sm")}>
          <span className="sr-only">{tc("labelValue", { label: t("label"), value: "" })}</span>
          {warning}
        </p>
        <button
          type="button"
          onClick={() => reveal(id)}
          aria-label={t("showLabel", { warning })}
          className={cn(
            "rounded-full border border-white/80 bg-black/40 font-semibold outline-none hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white",
            compact ? "px-2.5 py-0.5 text-xs" : "px-5 py-1.5 text-sm",
          )}
        >
          {t("show")}
        </button>
      </div>
    </div>
  );
}
