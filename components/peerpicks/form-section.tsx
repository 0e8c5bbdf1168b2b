import type { ReactNode } from "react";

/** One titled section of the application/edit form. */
export function FormSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border bg-card p-4">
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
