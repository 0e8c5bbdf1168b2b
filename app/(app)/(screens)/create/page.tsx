import { getTranslations } from "next-intl/server";
import { CreatePostForm } from "@/components/posts/create-post-form";

// /create: a new post.
export default async function CreatePage() {
  const t = await getTranslations("posts.create");
  return (
    <section className="mx-auto max-w-lg space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <CreatePostForm />
    </section>
  );
}
