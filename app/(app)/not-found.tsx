import { NotFoundContent } from "@/components/layout/not-found-content";

// notFound() inside a signed-in screen: the (app) layout already draws the header and bottom
// navigation, so only the content goes here (the root not-found, for unknown paths, adds the shell).
export default function AppNotFound() {
  return <NotFoundContent />;
}
