import type { ReactNode } from "react";

export function EmptyState({ title, text, icon }: { title: string; text?: string; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
      {icon}
      <p className="font-semibold">{title}</p>
      {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
    </div>
  );
}
