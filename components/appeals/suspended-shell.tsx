import { LogOut } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The frame of a suspended member's one page: no navigation to anything their session cannot reach,
 * only a way to sign out (a plain link: /api/logout ends the session and returns to the landing screen).
 */
export async function SuspendedShell({ children }: { children: ReactNode }) {
  const t = await getTranslations("appeals");
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col">
      <header className="flex items-center justify-between border-b px-4 py-3">
        <span className="text-lg font-bold">{t("suspendedShellLabel")}</span>
        <a href="/api/logout" className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline">
          <LogOut aria-hidden="true" className="size-4" />
          {t("signOut")}
        </a>
      </header>
      <main id="main" className="flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
