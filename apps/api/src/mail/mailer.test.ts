import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";
import { outboxCapacity, readOutbox, writeToOutbox } from "./outbox.ts";

const message = {
  to: "sara@example.com",
  subject: "Reset your Souq password",
  text: "Open https://shop.test/pages/reset-password?token=abc",
  html: "<p>Open the link</p>",
};
const quietLog = { error: () => {} };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "souq-outbox-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the mail outbox", () => {
  it("is empty before anything was written, even without its folder", async () => {
    expect(await readOutbox(join(dir, "not-yet"), 20)).toEqual([]);
  });

  it("keeps each message as a JSON file and lists the latest first", async () => {
    for (let index = 0; index < 25; index++) {
      await writeToOutbox(dir, { ...message, subject: `#${index}` });
    }
    const latest = await readOutbox(dir, 20);
    expect(latest).toHaveLength(20);
    expect(latest[0]?.subject).toBe("#24");
    expect(latest[19]?.subject).toBe("#5");
    expect(latest[0]).toMatchObject({ to: message.to, text: message.text, html: message.html });
    expect(Number.isNaN(Date.parse(latest[0]?.createdAt ?? ""))).toBe(false);
    expect((await readdir(dir)).filter((name) => name.endsWith(".json"))).toHaveLength(25);
  });

  it("keeps only the newest messages, so it cannot grow without end", async () => {
    for (let index = 0; index < outboxCapacity + 15; index++) {
      await writeToOutbox(dir, { ...message, subject: `#${index}` });
    }
    expect((await readdir(dir)).filter((name) => name.endsWith(".json"))).toHaveLength(
      outboxCapacity,
    );
    const [newest] = await readOutbox(dir, 1);
    expect(newest?.subject).toBe(`#${outboxCapacity + 14}`);
  });
});

/** The smallest SMTP server that accepts a message, to prove delivery really happens. */
function startSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            socket.write("250 OK queued\r\n");
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
        end = buffer.indexOf("\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

describe("createMailer", () => {
  it("writes to the outbox only when no SMTP server is configured", async () => {
    const mailer = createMailer({
      outboxDir: dir,
      smtpUrl: null,
      from: "Souq <a@b.c>",
      log: quietLog,
    });
    await mailer.send(message);
    await mailer.close();
    expect(await readOutbox(dir, 20)).toHaveLength(1);
  });

  it("also delivers over SMTP when SMTP_URL is set", async () => {
    const received: string[] = [];
    const { server, port } = await startSmtpServer(received);
    try {
      const mailer = createMailer({
        outboxDir: dir,
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        from: "Souq <no-reply@souq.example>",
        log: quietLog,
      });
      await mailer.send(message);
      await mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Reset your Souq password");
      expect(received[0]).toContain("To: sara@example.com");
      expect(received[0]).toContain("no-reply@souq.example");
      expect(await readOutbox(dir, 20)).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it("refuses a recipient or subject with a line break, writing and sending nothing", async () => {
    const mailer = createMailer({
      outboxDir: dir,
      smtpUrl: null,
      from: "Souq <a@b.c>",
      log: quietLog,
    });
    for (const bad of [
      { ...message, to: "sara@example.com\r\nBcc: x@example.com" },
      { ...message, subject: "Hello\nBcc: x@example.com" },
    ]) {
      await expect(mailer.send(bad)).rejects.toThrow(/line break/);
    }
    await mailer.close();
    expect(await readOutbox(dir, 20)).toEqual([]);
  });

  it("logs a failed delivery instead of failing the caller", async () => {
    const errors: string[] = [];
    const mailer = createMailer({
      outboxDir: dir,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "Souq <a@b.c>",
      log: { error: (_details, text) => errors.push(text) },
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    await mailer.close();
    expect(errors).toEqual(["mail delivery failed"]);
  });
});
