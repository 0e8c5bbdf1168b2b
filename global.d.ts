import type { Messages } from "@/messages/en";

declare module "next-intl" {
  interface AppConfig {
    Messages: Messages;
  }
}
