import { ChevronLeft } from "lucide-react";
import Link from "next/link";

/** The top of a screen under /settings: the way back (to /settings unless `backHref` names another), the screen's heading and a line about it. */
export function SettingsPageHeader({ back, backHref = "/settings", title, intro }: { back: string; backHref?: string; title: string; intro: string }) {
  return (
    <>
      <Link href={backHref} className="inline-flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground">
        <ChevronLeft aria-hidden="true" className="size-4" />
        {back}
      </Link>
      <div>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-muted-foreground">{intro}</p>
      </div>
    </>
  );
}
