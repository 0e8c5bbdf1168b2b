"use client";

// What a page shows when it cannot be drawn (the database not answering, most often): a short
// neutral note and a way to try again. No logo and no "Niji": in discreet mode it stays neutral too.
export function PageError({ title, text, retry, onRetry }: { title: string; text: string; retry: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <CloudOffIcon />
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

// lucide's CloudOff, drawn as lucide-react draws it: the root error boundaries (app/error.tsx,
// app/global-error.tsx) are each in every page's first load in chunks of their own, and lucide's
// runtime there would be a copy per chunk
function CloudOffIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="lucide lucide-cloud-off size-12 text-muted-foreground"
      aria-hidden="true"
    >
      <path d="M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057" />
      <path d="M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
