import "server-only";
// Sign-up asks for no username; it is derived from the first name, never from the e-mail (an
// address-shaped handle can out someone to people who know their address). Pure, for tests.

const KANA: Record<string, string> = {};
const rows: [string, string][] = [
  ["あいうえお", "a i u e o"], ["かきくけこ", "ka ki ku ke ko"], ["さしすせそ", "sa shi su se so"], ["たちつてと", "ta chi tsu te to"],
  ["なにぬねの", "na ni nu ne no"], ["はひふへほ", "ha hi fu he ho"], ["まみむめも", "ma mi mu me mo"], ["やゆよ", "ya yu yo"],
  ["らりるれろ", "ra ri ru re ro"], ["わをん", "wa o n"], ["がぎぐげご", "ga gi gu ge go"], ["ざじずぜぞ", "za ji zu ze zo"],
  ["だぢづでど", "da ji zu de do"], ["ばびぶべぼ", "ba bi bu be bo"], ["ぱぴぷぺぽ", "pa pi pu pe po"],
];
for (const [kana, latin] of rows) {
  const romaji = latin.split(" ");
  [...kana].forEach((k, i) => {
    KANA[k] = romaji[i];
    KANA[String.fromCharCode(k.charCodeAt(0) + 0x60)] = romaji[i]; // the katakana twin
  });
}
const SMALL: Record<string, string> = { ゃ: "ya", ゅ: "yu", ょ: "yo", ャ: "ya", ュ: "yu", ョ: "yo" };

/** Hiragana and katakana to Hepburn-like romaji ("さくら" → "sakura", "きょうこ" → "kyouko"); other text unchanged. */
export function romanizeKana(text: string): string {
  let out = "";
  let double = false;
  for (const ch of text) {
    let next: string;
    if (SMALL[ch]) {
      // き + ょ → kyo; し + ょ → sho (the "i" of the syllable before gives way)
      const palatal = /(sh|ch|j)i$/.test(out);
      out = out.replace(/i$/, "");
      next = palatal ? SMALL[ch].slice(1) : SMALL[ch];
    } else if (ch === "っ" || ch === "ッ") {
      double = true;
      continue;
    } else if (ch === "ー") next = out.at(-1) ?? "";
    else next = KANA[ch] ?? ch;
    out += double && /^[a-z]/.test(next) ? next[0] + next : next;
    double = false;
  }
  return out;
}

export const USERNAME_FALLBACK = "member";
const BASE_MAX = 20;

/** The letters and digits of a first name (romanized, accents dropped, lower-case), or "member". */
export function usernameBase(firstName: string | null | undefined): string {
  const latin = romanizeKana((firstName ?? "").normalize("NFKC"))
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, BASE_MAX);
  return latin || USERNAME_FALLBACK;
}

/** base + `digits` random digits. */
export function withDigits(base: string, digits: number, random: () => number = Math.random): string {
  let suffix = "";
  for (let i = 0; i < digits; i++) suffix += Math.floor(random() * 10).toString();
  return `${base}${suffix}`;
}
