import type { ReactNode } from "react";

type Props = { postId: string; author: ReactNode; menu: ReactNode; media: ReactNode; children: ReactNode };

/** A post card's box: author and menu above the media, then the body. Hook-free, so the browser's card and Home's server-rendered one share it. */
export function PostCardFrame({ postId, author, menu, media, children }: Props) {
  return (
    <article className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs" aria-labelledby={`post-${postId}-author`}>
      <header className="flex items-center gap-2 py-2.5 pr-1.5 pl-3">
        <div className="min-w-0 flex-1" id={`post-${postId}-author`}>
          {author}
        </div>
        {menu}
      </header>
      {media}
      <div className="space-y-2 px-3 pt-1 pb-3">{children}</div>
    </article>
  );
}
