import { afterEach, describe, expect, it, vi } from "vitest";
import { tagLabel } from "@/lib/contract/businesses/constants";
import { normalizeQuery, parseSmartSearch, SMART_SEARCH_MAX_LENGTH, type SmartSearchFilters } from "@/lib/contract/businesses/smart-search";
import { smartSearch } from "@/lib/domain/businesses/smart-search-llm";
import { LEXICON_CONFLICTS } from "@/lib/contract/businesses/smart-search-lexicon";
import { smartSearchBodySchema } from "@/lib/contract/businesses/ai-search-schema";

const f = (p: Partial<SmartSearchFilters> = {}): SmartSearchFilters => ({
  businessType: null,
  city: null,
  searchKeywords: "",
  budget: null,
  tags: [],
  ...p,
});

const english: Array<[string, SmartSearchFilters]> = [
  ["lgbtq friendly bar in Tokyo", f({ businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly"] })],
  ["cheap ramen in Shinjuku", f({ businessType: "restaurant", city: "Tokyo", budget: "budget", searchKeywords: "ramen Shinjuku" })],
  ["barber in Shibuya", f({ businessType: "service", city: "Tokyo", searchKeywords: "barber Shibuya" })],
  ["Best gay bars in Shinjuku Ni-chome", f({ businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "Shinjuku" })],
  [
    "wheelchair accessible restaurant with vegan options in Osaka",
    f({ businessType: "restaurant", city: "Osaka", tags: ["wheelchair-accessible", "vegan-options"] }),
  ],
  [
    "romantic upscale restaurant for date night in Ginza",
    f({ businessType: "restaurant", city: "Tokyo", budget: "upscale", tags: ["date-friendly"], searchKeywords: "Ginza" }),
  ],
  ["family friendly karaoke in Yokohama", f({ businessType: "entertainment", city: "Yokohama", tags: ["family-friendly"], searchKeywords: "karaoke" })],
  ["trans safe space with community events", f({ tags: ["lgbtq-friendly", "safe-space", "community-events"] })],
  ["izakaya for groups near Umeda", f({ businessType: "izakaya", city: "Osaka", tags: ["group-friendly"], searchKeywords: "Umeda" })],
  ["sidebar jazz", f({ searchKeywords: "sidebar jazz" })],
  ["affordable vegan cafe in Fukuoka", f({ businessType: "cafe", city: "Fukuoka", budget: "budget", tags: ["vegan-options"] })],
  ["mid-range sushi in Nagoya", f({ businessType: "restaurant", city: "Nagoya", budget: "moderate", searchKeywords: "sushi" })],
  ["bookstore with events in Kobe", f({ businessType: "shop", city: "Kobe", tags: ["community-events"], searchKeywords: "bookstore" })],
  ["coffee shop with wifi", f({ businessType: "cafe", searchKeywords: "wifi" })],
  ["club in okinawa", f({ businessType: "entertainment", city: "Okinawa", searchKeywords: "club" })],
  ["Setagaya-ku clinic", f({ businessType: "service", city: "Tokyo", searchKeywords: "Setagaya clinic" })],
  ["Café in Tōkyō", f({ businessType: "cafe", city: "Tokyo" })],
  ["high-end cocktail bar Roppongi", f({ businessType: "bar", city: "Tokyo", budget: "upscale", searchKeywords: "cocktail Roppongi" })],
  ["hair salon with pronouns on intake, Sapporo", f({ businessType: "service", city: "Sapporo", tags: ["pronouns"], searchKeywords: "hair salon intake" })],
  ["quiet place to work with wifi in Meguro", f({ city: "Tokyo", tags: ["quiet-space"], searchKeywords: "work wifi Meguro" })],
  ["I’m looking for a lesbian-friendly pub in Naha", f({ businessType: "bar", city: "Naha", tags: ["lgbtq-friendly"] })],
  ["bartender static", f({ searchKeywords: "bartender static" })],
  ["not expensive izakaya", f({ businessType: "izakaya", budget: "budget" })],
  ["Kita-ku ramen", f({ businessType: "restaurant", city: "Tokyo", searchKeywords: "Kita ramen" })],
  ["kitakyushu bar", f({ businessType: "bar", city: "Kitakyushu" })],
  ["Osaka or Kyoto", f({ city: "Osaka" })],
  ["Where can I get cheap drinks in Doyama?", f({ businessType: "bar", city: "Osaka", budget: "budget", searchKeywords: "Doyama" })],
  ["pronoun-friendly salon", f({ businessType: "service", tags: ["pronouns"], searchKeywords: "salon" })],
  ["fine dining Tokyo", f({ businessType: "restaurant", city: "Tokyo", budget: "upscale" })],
  ["gay-friendly gym in Minato-ku", f({ businessType: "service", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "gym Minato" })],
  ["karaoke bar", f({ businessType: "entertainment", searchKeywords: "karaoke" })],
  ["sushi bar in Kanazawa", f({ businessType: "restaurant", city: "Kanazawa", searchKeywords: "sushi" })],
  ["LGBTQ+ friendly dentist", f({ businessType: "service", tags: ["lgbtq-friendly"], searchKeywords: "dentist" })],
  ["Drag show tonight Shinjuku", f({ businessType: "entertainment", city: "Tokyo", searchKeywords: "Drag show Shinjuku" })],
];

const japanese: Array<[string, SmartSearchFilters]> = [
  ["新宿のゲイバー", f({ businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "Shinjuku" })],
  ["渋谷の静かなカフェ", f({ businessType: "cafe", city: "Tokyo", tags: ["quiet-space"], searchKeywords: "Shibuya" })],
  ["大阪で安いラーメン屋", f({ businessType: "restaurant", city: "Osaka", budget: "budget", searchKeywords: "ラーメン" })],
  ["子連れで行けるカフェ 横浜", f({ businessType: "cafe", city: "Yokohama", tags: ["family-friendly"] })],
  ["名古屋でデートにおすすめの高級レストラン", f({ businessType: "restaurant", city: "Nagoya", budget: "upscale", tags: ["date-friendly"] })],
  ["仙台のイベントがあるバー", f({ businessType: "bar", city: "Sendai", tags: ["community-events"] })],
  ["広島でトランスジェンダーに優しい店", f({ city: "Hiroshima", tags: ["lgbtq-friendly"] })],
  ["千葉でベジタリアン向けのカフェを探しています", f({ businessType: "cafe", city: "Chiba", tags: ["vegan-options"] })],
  ["中目黒の落ち着いたワインバー", f({ businessType: "bar", city: "Tokyo", tags: ["quiet-space"], searchKeywords: "Nakameguro ワイン" })],
  ["ＬＧＢＴフレンドリーな居酒屋（大阪・梅田）", f({ businessType: "izakaya", city: "Osaka", tags: ["lgbtq-friendly"], searchKeywords: "Umeda" })],
  ["メンバー限定のバー", f({ businessType: "bar", searchKeywords: "メンバー限定" })],
  ["エントランスが広いバリアフリーのお店", f({ tags: ["wheelchair-accessible"], searchKeywords: "エントランス 広い" })],
  ["東京都内のLGBTQフレンドリーな美容室", f({ businessType: "service", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "美容室" })],
  ["札幌 カラオケ 団体", f({ businessType: "entertainment", city: "Sapporo", tags: ["group-friendly"], searchKeywords: "カラオケ" })],
  ["居酒屋 池袋 グループ", f({ businessType: "izakaya", city: "Tokyo", tags: ["group-friendly"], searchKeywords: "Ikebukuro" })],
  ["安心できるクィアなバー", f({ businessType: "bar", tags: ["lgbtq-friendly", "safe-space"] })],
  ["沖縄の家族向けレストラン", f({ businessType: "restaurant", city: "Okinawa", tags: ["family-friendly"] })],
  ["神戸 手頃な喫茶店", f({ businessType: "cafe", city: "Kobe", budget: "budget" })],
  ["那覇のレズビアンバー", f({ businessType: "bar", city: "Naha", tags: ["lgbtq-friendly"] })],
  ["さいたま市のジム", f({ businessType: "service", city: "Saitama", searchKeywords: "ジム" })],
  ["新宿二丁目のクラブ", f({ businessType: "entertainment", city: "Tokyo", searchKeywords: "Shinjuku クラブ" })],
  ["パブリックビューイング", f({ searchKeywords: "パブリックビューイング" })],
  ["京都の祇園でおすすめの抹茶カフェ", f({ businessType: "cafe", city: "Kyoto", searchKeywords: "Gion 抹茶" })],
  ["東京の静かで落ち着いたレストランを教えてください", f({ businessType: "restaurant", city: "Tokyo", tags: ["quiet-space"] })],
  ["福岡のヴィーガン対応レストラン", f({ businessType: "restaurant", city: "Fukuoka", tags: ["vegan-options"] })],
  ["ゲイの人が集まるバー", f({ businessType: "bar", tags: ["lgbtq-friendly"] })],
  ["友達と行けるお手頃な焼き鳥屋", f({ businessType: "izakaya", budget: "budget", tags: ["group-friendly"], searchKeywords: "焼き鳥" })],
  ["ハンバーガー 渋谷", f({ businessType: "restaurant", city: "Tokyo", searchKeywords: "ハンバーガー Shibuya" })],
  ["バーバー 新宿", f({ businessType: "service", city: "Tokyo", searchKeywords: "バーバー Shinjuku" })],
];

const mixed: Array<[string, SmartSearchFilters]> = [
  ["ＬＧＢＴＱ　ｆｒｉｅｎｄｌｙ　ＢＡＲ", f({ businessType: "bar", tags: ["lgbtq-friendly"] })],
  ["Shibuyaの安いカフェ", f({ businessType: "cafe", city: "Tokyo", budget: "budget", searchKeywords: "Shibuya" })],
  ["lgbtqフレンドリーなバー 新宿", f({ businessType: "bar", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "Shinjuku" })],
  ["queer bookstore 下北沢", f({ businessType: "shop", city: "Tokyo", tags: ["lgbtq-friendly"], searchKeywords: "bookstore Shimokitazawa" })],
  ["quiet cafe 京都 for reading", f({ businessType: "cafe", city: "Kyoto", tags: ["quiet-space"], searchKeywords: "reading" })],
  ["Sushi BAR", f({ businessType: "restaurant", searchKeywords: "Sushi" })],
];

const empty: Array<[string, SmartSearchFilters]> = [
  ["", f()],
  ["   ", f()],
  ["!!!", f()],
  ["the a an of", f()],
];

describe("parseSmartSearch", () => {
  it.each(english)("EN %s", (query, expected) => expect(parseSmartSearch(query)).toEqual(expected));
  it.each(japanese)("JA %s", (query, expected) => expect(parseSmartSearch(query)).toEqual(expected));
  it.each(mixed)("mixed %s", (query, expected) => expect(parseSmartSearch(query)).toEqual(expected));
  it.each(empty)("nothing to find in %j", (query, expected) => expect(parseSmartSearch(query)).toEqual(expected));

  it("never matches a term inside a longer English word", () => {
    expect(parseSmartSearch("barbecue")).toEqual(f({ businessType: "restaurant", searchKeywords: "barbecue" }));
    expect(parseSmartSearch("embark cafeteria transit")).toEqual(f({ searchKeywords: "embark cafeteria transit" }));
  });

  it("caps the input at 500 characters, so long input costs no more than 500 characters", () => {
    const long = "bar ".repeat(125) + "Tokyo";
    expect(parseSmartSearch(long).city).toBeNull();
    const huge = "ゲ".repeat(5000) + "a".repeat(5000);
    expect(normalizeQuery(huge)).toHaveLength(SMART_SEARCH_MAX_LENGTH);
    expect(parseSmartSearch(huge)).toEqual(parseSmartSearch(huge.slice(0, SMART_SEARCH_MAX_LENGTH)));
  });

  it("is deterministic and tolerates non-string input", () => {
    expect(parseSmartSearch("gay bar Tokyo")).toEqual(parseSmartSearch("gay bar Tokyo"));
    expect(parseSmartSearch(undefined as unknown as string)).toEqual(f());
  });

  it("has no term listed twice with different meanings", () => expect(LEXICON_CONFLICTS).toEqual([]));
});

describe("tagLabel", () => {
  it("spells a tag with spaces", () => expect(tagLabel("wheelchair-accessible")).toBe("wheelchair accessible"));
});

describe("smartSearchBodySchema", () => {
  it.each([
    ["a padded query", { query: "  gay bar  " }, true],
    ["a blank query", { query: "   " }, false],
    ["a missing query", {}, false],
    ["501 characters", { query: "x".repeat(501) }, false],
  ])("%s -> %s", (_label, body, ok) => expect(smartSearchBodySchema.safeParse(body).success).toBe(ok));

  it("trims and reports the spec message", () => {
    expect(smartSearchBodySchema.parse({ query: "  bar " })).toEqual({ query: "bar" });
    expect(smartSearchBodySchema.safeParse({ query: "" }).error?.issues[0]?.message).toBe("Please enter a search query");
  });
});

describe("smartSearch (LLM path)", () => {
  afterEach(() => vi.unstubAllEnvs());
  const configure = () => {
    vi.stubEnv("SMART_SEARCH_LLM_URL", "https://llm.test/v1/chat/completions");
    vi.stubEnv("SMART_SEARCH_LLM_KEY", "test-key");
  };
  const reply = (content: string, status = 200) =>
    vi.fn<typeof fetch>(async () => Response.json({ choices: [{ message: { content } }] }, { status }));
  const query = "lgbtq friendly bar in Tokyo";
  const parsed = parseSmartSearch(query);

  it("uses the parser without calling out when not configured", async () => {
    vi.stubEnv("SMART_SEARCH_LLM_URL", "");
    const fetchImpl = reply("{}");
    expect(await smartSearch(query, { fetchImpl })).toEqual(parsed);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("uses a good JSON reply, dropping unknown types and tags", async () => {
    configure();
    vi.stubEnv("SMART_SEARCH_LLM_MODEL", "test-model");
    const fetchImpl = reply(
      '```json\n{"businessType":"Cafe","city":"東京","searchKeywords":" matcha  Shibuya ","budget":"cheap","tags":["quiet-space","LGBTQ friendly","wifi"]}\n```',
    );
    expect(await smartSearch(query, { fetchImpl })).toEqual(
      f({ businessType: "cafe", city: "Tokyo", searchKeywords: "matcha Shibuya", tags: ["lgbtq-friendly", "quiet-space"] }),
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("https://llm.test/v1/chat/completions");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer test-key");
    const body = JSON.parse(String(init?.body));
    expect(body.model).toBe("test-model");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: query });
  });

  it("defaults the model to gpt-4o-mini and drops an unknown type", async () => {
    configure();
    const fetchImpl = reply('{"businessType":"spaceship","city":null,"searchKeywords":"","budget":null,"tags":[]}');
    expect(await smartSearch(query, { fetchImpl })).toEqual(f());
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body)).model).toBe("gpt-4o-mini");
  });

  it.each([
    ["bad JSON", reply("not json")],
    ["a wrong shape", reply('{"tags":"lgbtq-friendly"}')],
    ["an array", reply("[1,2]")],
    ["a 500", reply("{}", 500)],
    ["no choices", vi.fn<typeof fetch>(async () => Response.json({ choices: [] }))],
    ["a network error", vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("fetch failed")))],
  ])("falls back to the parser on %s", async (_label, fetchImpl) => {
    configure();
    expect(await smartSearch(query, { fetchImpl })).toEqual(parsed);
  });

  it("falls back to the parser on timeout", async () => {
    configure();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    expect(await smartSearch(query, { fetchImpl, timeoutMs: 20 })).toEqual(parsed);
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
