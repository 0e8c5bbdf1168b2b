"use client";

import { Badge } from "@/components/ui/badge";
import { useTagLabel } from "@/components/peerpicks/use-tag-label";
import type { BusinessTag } from "@/lib/contract/businesses/constants";

/** A business's feature tags as outline badges (in the member's language); nothing when there are none. */
export function BusinessTagList({ tags, label }: { tags: readonly BusinessTag[]; label: string }) {
  const tagLabel = useTagLabel();
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tagLabel(tag)}</Badge>
        </li>
      ))}
    </ul>
  );
}
