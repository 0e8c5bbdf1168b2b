import S3rver from "s3rver";

// A local S3-protocol server for trying the S3 driver and for the S3 journey:
//   npx tsx scripts/s3rver.ts <folder> <port> [bucket]
// Credentials S3RVER / S3RVER, path-style addresses, CORS open to PUT and GET from any origin (a
// browser PUTs direct uploads to it). Stops on SIGTERM/SIGINT.
const [directory, port = "4591", bucket = "niji"] = process.argv.slice(2);
if (!directory) {
  console.error("usage: npx tsx scripts/s3rver.ts <folder> <port> [bucket]");
  process.exit(1);
}
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
const server = new S3rver({ port: Number(port), address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors] }] });
const { port: listening } = await server.run();
console.log(`[s3rver] bucket ${bucket} on http://127.0.0.1:${listening} (folder ${directory})`);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
