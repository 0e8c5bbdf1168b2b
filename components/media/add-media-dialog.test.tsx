import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/messages/en";
import { AddMediaDialog, type AddMediaDialogProps } from "./add-media-dialog";

const upload = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock("@/lib/client/upload-file", async (original) => ({ ...(await original<object>()), uploadFile: upload.uploadFile }));
const capture = vi.hoisted(() => ({ capturePhoto: vi.fn() }));
vi.mock("@/components/camera/capture-photo", async (original) => ({ ...(await original<object>()), capturePhoto: capture.capturePhoto }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toasts }));

const MB = 1024 * 1024;

function renderDialog(props: Partial<AddMediaDialogProps> = {}) {
  const all: AddMediaDialogProps = {
    open: true,
    onOpenChange: vi.fn(),
    accept: "any",
    registerUrl: "/api/post-images",
    field: "imageURL",
    onUploaded: vi.fn(),
    ...props,
  };
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <AddMediaDialog {...all} />
    </NextIntlClientProvider>,
  );
  return { ...view, props: all };
}

const fileOf = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });
const choose = (file: File, testId = "media-file-input") => fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe("AddMediaDialog", () => {
  it("offers the four sources, limited by what the caller accepts", () => {
    const { unmount } = renderDialog();
    expect(screen.getByRole("dialog", { name: "Add Media" })).toBeInTheDocument();
    for (const name of ["Choose File", "Take Photo", "Record Video", "Choose from Gallery"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    unmount();
    renderDialog({ accept: "image", title: "Profile photo" });
    expect(screen.getByRole("dialog", { name: "Profile photo" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record Video" })).toBeNull();
    expect(screen.getByTestId("media-gallery-input")).toHaveAttribute("accept", "image/*");
  });

  it("previews the chosen image, shows real progress, reports the upload and closes", async () => {
    let report: (fraction: number) => void = () => {};
    let finish: (path: string) => void = () => {};
    upload.uploadFile.mockImplementation((_file, options) => {
      report = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { props } = renderDialog();
    choose(fileOf("rainbow.png", "image/png"), "media-gallery-input");

    expect(await screen.findByRole("img", { name: "Preview of the selected image" })).toHaveAttribute("src", "blob:preview");
    expect(upload.uploadFile).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ registerUrl: "/api/post-images", field: "imageURL" }));
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    act(() => report(0.42));
    expect(bar).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText("Uploading... 42%")).toBeInTheDocument();

    await act(async () => finish("/objects/m/abc.png"));
    expect(props.onUploaded).toHaveBeenCalledWith({ url: "/objects/m/abc.png", type: "image" });
    expect(screen.getByText("Upload complete")).toBeInTheDocument();
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(toasts.success).toHaveBeenCalledWith("Media uploaded");
    await waitFor(() => expect(props.onOpenChange).toHaveBeenCalledWith(false));
  });

  it.each([
    ["a text file", fileOf("notes.txt", "text/plain"), "any", "Please select an image or video file"],
    ["a video where only images go", fileOf("clip.mp4", "video/mp4"), "image", "Please select an image file"],
    ["an image where only videos go", fileOf("a.jpg", "image/jpeg"), "video", "Please select a video file"],
    ["an 11 MB image", fileOf("big.jpg", "image/jpeg", 11 * MB), "any", "File size must be less than 10MB"],
  ] as const)("refuses %s before uploading", async (_name, file, accept, message) => {
    renderDialog({ accept });
    choose(file);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(upload.uploadFile).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the upload fails and lets the member try again", async () => {
    const { UploadError } = await import("@/lib/client/upload-file");
    upload.uploadFile.mockRejectedValueOnce(new UploadError("Failed to upload file: 413 Payload Too Large", 413, { code: "payload_too_large", message: "File size must be less than 10MB", messageKey: "fileTooLarge", messageValues: { max: 10 } }));
    renderDialog();
    choose(fileOf("a.jpg", "image/jpeg"));
    expect(await screen.findByRole("alert")).toHaveTextContent("File size must be less than 10MB");
    expect(toasts.error).toHaveBeenCalledWith("Upload failed", { description: "File size must be less than 10MB" });
    expect(screen.getByRole("button", { name: "Choose File" })).toBeInTheDocument();
  });

  it("cancels the upload when the dialog closes and starts fresh next time", async () => {
    let signal: AbortSignal | undefined;
    upload.uploadFile.mockImplementation((_file, options) => {
      signal = options.signal;
      return new Promise(() => {});
    });
    const { props, rerender } = renderDialog();
    choose(fileOf("clip.webm", "video/webm"));
    expect(await screen.findByLabelText("Preview of the selected video")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <NextIntlClientProvider locale="en" messages={messages}>
        <AddMediaDialog {...props} open={false} />
      </NextIntlClientProvider>,
    );
    expect(signal?.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview");
    rerender(
      <NextIntlClientProvider locale="en" messages={messages}>
        <AddMediaDialog {...props} open />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("button", { name: "Choose File" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("AddMediaDialog camera", () => {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;

  beforeEach(() => {
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: vi.fn().mockResolvedValue(stream) } });
    HTMLMediaElement.prototype.play = vi.fn().mockResolvedValue(undefined);
    upload.uploadFile.mockResolvedValue("/objects/m/photo.jpg");
  });

  it("takes a photo with the rear camera and uploads the JPEG", async () => {
    const photo = fileOf("1700000000000.jpg", "image/jpeg");
    capture.capturePhoto.mockResolvedValue(photo);
    const { props } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Take Photo" }));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: "environment" } }), audio: false }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Capture photo" }));
    await waitFor(() => expect(props.onUploaded).toHaveBeenCalledWith({ url: "/objects/m/photo.jpg", type: "image" }));
    expect(upload.uploadFile.mock.calls[0][0]).toBe(photo);
    expect(stop).toHaveBeenCalled();
  });

  it("records a webm video with MediaRecorder", async () => {
    class FakeRecorder {
      static isTypeSupported = (type: string) => type === "video/webm;codecs=vp8";
      static last: FakeRecorder;
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(public stream: MediaStream, public options: MediaRecorderOptions) {
        FakeRecorder.last = this;
      }
      start = vi.fn();
      stop = () => {
        this.ondataavailable?.({ data: new Blob([new Uint8Array(2048)], { type: "video/webm" }) });
        this.onstop?.();
      };
    }
    vi.stubGlobal("MediaRecorder", FakeRecorder);
    const { props } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Record Video" }));
    await userEvent.click(await screen.findByRole("button", { name: "Start recording" }));
    expect(FakeRecorder.last.options.mimeType).toBe("video/webm;codecs=vp8");
    expect(FakeRecorder.last.start).toHaveBeenCalledWith(100);
    expect(screen.getByText("Recording 00:00")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    await waitFor(() => expect(props.onUploaded).toHaveBeenCalledWith({ url: "/objects/m/photo.jpg", type: "video" }));
    const sent = upload.uploadFile.mock.calls[0][0] as File;
    expect(sent.type).toBe("video/webm");
    expect(sent.name).toMatch(/^\d+\.webm$/);
    vi.unstubAllGlobals();
  });

  it("explains a missing camera and a refused one with Try Again", async () => {
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: undefined });
    const { unmount } = renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Take Photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Camera Not Available: Camera is not supported on this device or browser.");
    unmount();

    const getUserMedia = vi.fn().mockRejectedValueOnce(new Error("Permission denied")).mockResolvedValue(stream);
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Take Photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Camera error: Permission denied");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Capture photo" })).toBeEnabled();
  });
});
