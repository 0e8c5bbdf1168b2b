"use client";

import { ImageUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MyPostImages } from "@/components/profiles/my-post-images";
import { ProfileImageUpload } from "@/components/profiles/profile-image-upload";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MEDIA_URL_MAX } from "@/lib/contract/users/limits";

type Props = { userId: string; open: boolean; onOpenChange: (open: boolean) => void; onChoose: (url: string) => void };

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The image chooser of Edit Profile: Upload, My Posts, URL. */
export function ProfileImageChooser({ userId, open, onOpenChange, onChoose }: Props) {
  const t = useTranslations("profile.chooser");
  const common = useTranslations("common");
  const [tab, setTab] = useState("upload");
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const choose = (value: string) => {
    onChoose(value);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t("tabs")} className="w-full">
            <TabsTrigger value="upload">{t("upload")}</TabsTrigger>
            <TabsTrigger value="posts">{t("myPosts")}</TabsTrigger>
            <TabsTrigger value="url">{t("url")}</TabsTrigger>
          </TabsList>
          <TabsContent value="upload">
            <ProfileImageUpload onUploaded={choose} />
          </TabsContent>
          <TabsContent value="posts">{tab === "posts" ? <MyPostImages userId={userId} onPick={choose} /> : null}</TabsContent>
          <TabsContent value="url">
            <form
              className="space-y-2 pt-2"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!isHttpsUrl(url.trim())) return setUrlError(t("urlInvalid"));
                choose(url.trim());
              }}
            >
              <Label htmlFor="chooser-url">{t("urlLabel")}</Label>
              <Input
                id="chooser-url"
                type="url"
                inputMode="url"
                placeholder={t("urlPlaceholder")}
                value={url}
                maxLength={MEDIA_URL_MAX}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={urlError ? "chooser-url-error" : undefined}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setUrlError(null);
                }}
              />
              <FieldError id="chooser-url-error" message={urlError} />
              <Button type="submit" className="w-full">
                <ImageUp aria-hidden /> {t("useUrl")}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
