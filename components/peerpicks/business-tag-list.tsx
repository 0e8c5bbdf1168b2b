import { Badge } from "@/components/ui/badge";
import { tagLabel } from "@/lib/businesses/constants";

/** A business's feature tags as outline badges (hyphens shown as spaces); nothing when there are none. */
export function BusinessTagList({ tags, label }: { tags: readonly string[]; label: string }) {
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
