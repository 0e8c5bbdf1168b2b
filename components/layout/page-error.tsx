"use client";

import { CloudOff } from "lucide-react";

// What a page shows when it cannot be drawn (the database not answering, most often): a short
// neutral note and a way to try again. No logo and no "Niji": in discreet mode it stays neutral too.
export function PageError({ title, text, retry, onRetry }: { title: string; text: string; retry: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <CloudOff className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {retry}
      </button>
    </main>
  );
}
