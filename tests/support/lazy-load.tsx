import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { Component, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/api-client";
import { QueryClientProvider } from "@/lib/client/query";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";

// Component tests of code loaded on first use whose download fails (components/*/lazy-load-failure.test.tsx).
// A test keeps its own vi.mock calls (they are hoisted above every import); their factories call
// importOrFail, which runs only when the mocked module is first imported, after this module loaded.

/** The error a browser gives when a chunk loaded on first use fails to download. */
export const chunkError = (name: string) => new TypeError(`Failed to fetch dynamically imported module: https://niji.example/_next/static/chunks/${name}.js`);

/**
 * A vi.mock factory's body: while `failing[key]` is above 0 an import of the module counts it down and
 * fails as the download of chunk `chunk` would; otherwise the real module loads.
 */
export async function importOrFail<T>(failing: Record<string, number>, key: string, chunk: string, importOriginal: () => Promise<T>): Promise<T> {
  if ((failing[key] ?? 0) > 0) {
    failing[key]!--;
    throw chunkError(chunk);
  }
  return importOriginal();
}

/** The page's error boundary: shows "page error" when anything below it throws. */
export class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>page error</p> : this.props.children;
  }
}

const viewer = { id: "viewer", isAdmin: false, username: "v", name: null, firstName: null, lastName: null, bio: null, profileImageUrl: null, backgroundVideoUrl: null };

/** Renders `ui` for a signed-in viewer in `locale`, under PageError, with `queries` already in the query cache. */
export function renderUnderPageError(ui: ReactNode, { locale = "en", queries = [] }: { locale?: "en" | "ja"; queries?: [readonly unknown[], unknown][] } = {}) {
  const client = makeQueryClient();
  client.setQueryData(["/api/auth/user"], viewer);
  for (const [key, data] of queries) client.setQueryData(key, data);
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ja}>
      <QueryClientProvider client={client}>
        <PageError>{ui}</PageError>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}
