import type { Budget, BusinessTag, BusinessType } from "@/lib/contract/businesses/constants";

// Vocabulary of the offline smart-search parser. Terms are matched leftmost-longest on the folded query;
// ASCII terms only at word boundaries, Japanese terms anywhere.
export interface TermEffect {
  type?: BusinessType;
  city?: string;
  tag?: BusinessTag;
  budget?: Budget;
  /** Added to searchKeywords: a fixed word, or true for the matched text itself. */
  keyword?: string | true;
  /** Shields a word from sub-matches (メンバー holds バー) and leaves it in the keywords. */
  literal?: true;
}
export interface LexiconTerm {
  term: string;
  effect: TermEffect;
}

/** Lower-cases and strips Latin diacritics one UTF-16 unit at a time, so indexes match the input. */
export function foldText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += foldUnit(text[i]!);
  return out;
}

function foldUnit(c: string): string {
  const lower = c.toLowerCase();
  if (lower.length !== 1) return c;
  const code = lower.charCodeAt(0);
  if (code >= 0xc0 && code <= 0x24f) return lower.normalize("NFD")[0] ?? lower;
  return lower;
}

const entries: LexiconTerm[] = [];
const add = (effect: TermEffect, terms: readonly string[]) => {
  for (const term of terms) entries.push({ term, effect });
};
const keep = (effect: TermEffect, terms: readonly string[]) => add({ ...effect, keyword: true }, terms);

// Business types. Generic words are consumed; specific ones (ramen, karaoke, salon…) also stay as keywords.
add({ type: "restaurant" }, [
  "restaurant", "restaurants", "food", "foods", "dinner", "lunch", "brunch", "breakfast", "eat", "eats", "eating",
  "dining", "diner", "diners", "meal", "meals", "eatery", "eateries",
  "レストラン", "食事", "ランチ", "ディナー", "ごはん", "ご飯", "食堂", "グルメ", "料理", "飲食店",
]);
keep({ type: "restaurant" }, [
  "ramen", "sushi", "yakiniku", "udon", "soba", "tempura", "tonkatsu", "okonomiyaki", "pizza", "curry", "steak",
  "bistro", "bbq", "barbecue", "burger",
  "ラーメン", "寿司", "鮨", "すし", "焼肉", "うどん", "蕎麦", "天ぷら", "とんかつ", "お好み焼き", "ハンバーガー",
  "バーガー", "ハンバーグ", "ピザ", "カレー", "バーベキュー", "ステーキ", "ビストロ", "定食", "屋台",
]);
add({ type: "restaurant", keyword: "burger" }, ["burgers"]);
add({ type: "restaurant", budget: "upscale" }, ["fine dining"]);

add({ type: "cafe" }, [
  "cafe", "cafes", "coffee", "coffee shop", "coffee shops", "coffeeshop", "coffee house", "kissa", "kissaten",
  "カフェ", "喫茶", "喫茶店", "コーヒー", "珈琲",
]);
keep({ type: "cafe" }, ["tea", "bubble tea", "matcha", "dessert", "sweets", "タピオカ", "抹茶", "紅茶", "スイーツ"]);
add({ type: "cafe", keyword: "dessert" }, ["desserts"]);

add({ type: "bar" }, ["bar", "bars", "pub", "pubs", "drink", "drinks", "drinking", "バー", "パブ"]);
keep({ type: "bar" }, ["cocktail", "lounge", "スナック", "ラウンジ"]);
add({ type: "bar", keyword: "cocktail" }, ["cocktails"]);

add({ type: "izakaya" }, ["izakaya", "izakayas", "居酒屋", "飲み屋", "イザカヤ"]);
keep({ type: "izakaya" }, ["yakitori", "焼き鳥", "焼鳥", "やきとり"]);

add({ type: "shop" }, [
  "shop", "shops", "store", "stores", "shopping", "boutique", "boutiques",
  "ショップ", "ストア", "ショッピング", "買い物", "ブティック",
]);
keep({ type: "shop" }, ["bookstore", "bakery", "florist", "本屋", "書店", "花屋", "雑貨", "古着"]);
add({ type: "shop", keyword: "bookstore" }, ["bookstores", "bookshop", "bookshops"]);
add({ type: "shop", keyword: "bakery" }, ["bakeries"]);
add({ type: "shop", keyword: "パン" }, ["パン屋"]);
add({ type: "shop", keyword: "florist" }, ["flower shop", "flower shops"]);

add({ type: "service" }, ["service", "services", "サービス"]);
keep({ type: "service" }, [
  "salon", "hair salon", "nail salon", "hairdresser", "barber", "clinic", "doctor", "dentist", "therapist", "therapy",
  "counseling", "gym", "massage", "spa", "tattoo", "lawyer", "real estate",
  "サロン", "ヘアサロン", "美容院", "美容室", "床屋", "理容室", "バーバー", "クリニック", "病院", "歯医者",
  "カウンセリング", "ジム", "マッサージ", "ネイル", "タトゥー", "整体", "不動産", "弁護士",
]);
add({ type: "service", keyword: "salon" }, ["salons"]);
add({ type: "service", keyword: "barber" }, ["barbers", "barbershop", "barbershops", "barber shop"]);
add({ type: "service", keyword: "clinic" }, ["clinics"]);
add({ type: "service", keyword: "counseling" }, ["counselling", "counselor", "counsellor"]);

add({ type: "entertainment" }, [
  "entertainment", "nightlife", "night life", "エンタメ", "エンターテイメント", "エンターテインメント",
]);
keep({ type: "entertainment" }, [
  "karaoke", "club", "nightclub", "dance", "live music", "live house", "theater", "cinema", "movie", "drag show",
  "drag", "comedy", "arcade", "bowling",
  "カラオケ", "クラブ", "ナイトクラブ", "ライブハウス", "映画館", "映画", "劇場", "ゲームセンター", "ゲーセン",
  "ドラァグ", "ドラァグショー", "ダンス", "ボウリング",
]);
add({ type: "entertainment", keyword: "club" }, ["clubs", "clubbing"]);
add({ type: "entertainment", keyword: "nightclub" }, ["nightclubs"]);
add({ type: "entertainment", keyword: "theater" }, ["theatre", "theaters", "theatres"]);
add({ type: "entertainment", keyword: "movie" }, ["movies", "cinemas"]);
add({ type: "entertainment", keyword: "dance" }, ["dancing"]);

// Cities: canonical romaji name.
const cities: Array<[string, string[]]> = [
  ["Tokyo", ["tokyo", "toukyou", "東京", "東京都", "東京都内", "都内", "とうきょう"]],
  ["Osaka", ["osaka", "oosaka", "大阪", "大阪市", "大阪府", "おおさか"]],
  ["Kyoto", ["kyoto", "京都", "京都市", "京都府", "きょうと"]],
  ["Yokohama", ["yokohama", "横浜", "横浜市"]],
  ["Nagoya", ["nagoya", "名古屋", "名古屋市"]],
  ["Sapporo", ["sapporo", "札幌", "札幌市"]],
  ["Fukuoka", ["fukuoka", "福岡", "福岡市", "福岡県"]],
  ["Kobe", ["kobe", "神戸", "神戸市"]],
  ["Sendai", ["sendai", "仙台", "仙台市"]],
  ["Hiroshima", ["hiroshima", "広島", "広島市", "広島県"]],
  ["Naha", ["naha", "那覇", "那覇市"]],
  ["Okinawa", ["okinawa", "沖縄", "沖縄県", "沖縄市"]],
  ["Nara", ["nara", "奈良", "奈良市", "奈良県"]],
  ["Kawasaki", ["kawasaki", "川崎", "川崎市"]],
  ["Saitama", ["saitama", "さいたま", "さいたま市", "埼玉", "埼玉県"]],
  ["Chiba", ["chiba", "千葉", "千葉市", "千葉県"]],
  ["Kanazawa", ["kanazawa", "金沢", "金沢市"]],
  ["Niigata", ["niigata", "新潟", "新潟市", "新潟県"]],
  ["Shizuoka", ["shizuoka", "静岡", "静岡市", "静岡県"]],
  ["Hamamatsu", ["hamamatsu", "浜松", "浜松市"]],
  ["Okayama", ["okayama", "岡山", "岡山市", "岡山県"]],
  ["Kumamoto", ["kumamoto", "熊本", "熊本市", "熊本県"]],
  ["Kagoshima", ["kagoshima", "鹿児島", "鹿児島市", "鹿児島県"]],
  ["Nagasaki", ["nagasaki", "長崎", "長崎市", "長崎県"]],
  ["Matsuyama", ["matsuyama", "松山", "松山市"]],
  ["Takamatsu", ["takamatsu", "高松", "高松市"]],
  ["Kamakura", ["kamakura", "鎌倉", "鎌倉市"]],
  ["Utsunomiya", ["utsunomiya", "宇都宮", "宇都宮市"]],
  ["Kitakyushu", ["kitakyushu", "北九州", "北九州市"]],
];
for (const [city, terms] of cities) add({ city }, terms);

// Tokyo's 23 wards: city Tokyo, ward name kept as a keyword. Ambiguous short names need the 区/-ku suffix.
const wards: Array<[string, string, boolean]> = [
  ["Chiyoda", "千代田", false], ["Chuo", "中央", true], ["Minato", "港", true], ["Shinjuku", "新宿", false],
  ["Bunkyo", "文京", false], ["Taito", "台東", false], ["Sumida", "墨田", false], ["Koto", "江東", true],
  ["Shinagawa", "品川", false], ["Meguro", "目黒", false], ["Ota", "大田", true], ["Setagaya", "世田谷", false],
  ["Shibuya", "渋谷", false], ["Nakano", "中野", false], ["Suginami", "杉並", false], ["Toshima", "豊島", false],
  ["Kita", "北", true], ["Arakawa", "荒川", false], ["Itabashi", "板橋", false], ["Nerima", "練馬", false],
  ["Adachi", "足立", false], ["Katsushika", "葛飾", false], ["Edogawa", "江戸川", false],
];
for (const [name, kanji, suffixOnly] of wards) {
  const r = name.toLowerCase();
  const terms = [`${r}-ku`, `${r} ward`, `${r} city`, `${kanji}区`];
  if (!suffixOnly) terms.push(r, kanji);
  add({ city: "Tokyo", keyword: name }, terms);
}

// Well-known neighbourhoods: their city, with the neighbourhood as a keyword.
const areas: Array<[string, string, string[]]> = [
  ["Tokyo", "Shinjuku", ["ni-chome", "shinjuku ni-chome", "2-chome", "shinjuku 2-chome", "二丁目", "2丁目", "新宿二丁目", "新宿2丁目"]],
  ["Tokyo", "Harajuku", ["harajuku", "原宿"]],
  ["Tokyo", "Roppongi", ["roppongi", "六本木"]],
  ["Tokyo", "Ginza", ["ginza", "銀座"]],
  ["Tokyo", "Akihabara", ["akihabara", "akiba", "秋葉原", "アキバ"]],
  ["Tokyo", "Asakusa", ["asakusa", "浅草"]],
  ["Tokyo", "Ikebukuro", ["ikebukuro", "池袋"]],
  ["Tokyo", "Ueno", ["ueno", "上野"]],
  ["Tokyo", "Shimokitazawa", ["shimokitazawa", "shimokita", "下北沢", "下北"]],
  ["Tokyo", "Ebisu", ["ebisu", "恵比寿"]],
  ["Tokyo", "Omotesando", ["omotesando", "表参道"]],
  ["Tokyo", "Odaiba", ["odaiba", "お台場"]],
  ["Tokyo", "Kichijoji", ["kichijoji", "吉祥寺"]],
  ["Tokyo", "Koenji", ["koenji", "高円寺"]],
  ["Tokyo", "Nakameguro", ["nakameguro", "中目黒"]],
  ["Tokyo", "Daikanyama", ["daikanyama", "代官山"]],
  ["Tokyo", "Shimbashi", ["shimbashi", "shinbashi", "新橋"]],
  ["Tokyo", "Akasaka", ["akasaka", "赤坂"]],
  ["Tokyo", "Kagurazaka", ["kagurazaka", "神楽坂"]],
  ["Tokyo", "Sangenjaya", ["sangenjaya", "三軒茶屋"]],
  ["Tokyo", "Jiyugaoka", ["jiyugaoka", "自由が丘"]],
  ["Osaka", "Umeda", ["umeda", "梅田"]],
  ["Osaka", "Doyama", ["doyama", "doyamacho", "堂山", "堂山町"]],
  ["Osaka", "Namba", ["namba", "nanba", "難波", "なんば"]],
  ["Osaka", "Shinsaibashi", ["shinsaibashi", "心斎橋"]],
  ["Osaka", "Dotonbori", ["dotonbori", "道頓堀"]],
  ["Osaka", "Tennoji", ["tennoji", "天王寺"]],
  ["Kyoto", "Gion", ["gion", "祇園"]],
  ["Kyoto", "Kawaramachi", ["kawaramachi", "河原町"]],
  ["Fukuoka", "Hakata", ["hakata", "博多"]],
  ["Fukuoka", "Tenjin", ["tenjin", "天神"]],
  ["Nagoya", "Sakae", ["sakae"]],
  ["Sapporo", "Susukino", ["susukino", "すすきの", "ススキノ", "薄野"]],
  ["Yokohama", "Minatomirai", ["minatomirai", "minato mirai", "みなとみらい"]],
];
for (const [city, keyword, terms] of areas) add({ city, keyword }, terms);

// The ten tags.
add({ tag: "wheelchair-accessible" }, [
  "wheelchair", "wheelchairs", "wheelchair accessible", "wheelchair friendly", "accessible", "accessibility",
  "barrier free", "step free", "バリアフリー", "車椅子", "車いす", "くるまいす",
]);
add({ tag: "pronouns" }, ["pronouns", "pronoun", "代名詞"]);
add({ tag: "lgbtq-friendly" }, [
  "lgbtq", "lgbtq+", "lgbt", "lgbt+", "lgbtqia", "lgbtqia+", "lgbtq friendly", "lgbtq+ friendly", "lgbt friendly",
  "queer", "queer friendly", "gay", "gays", "gay friendly", "lesbian", "lesbians", "lesbian friendly", "trans",
  "trans friendly", "transgender", "bi", "bisexual", "nonbinary", "non-binary", "pride",
  "ゲイ", "レズビアン", "レズ", "ビアン", "クィア", "クイア", "トランス", "トランスジェンダー", "バイセクシュアル",
  "ノンバイナリー", "セクマイ", "同性愛", "性的少数者", "ゲイフレンドリー",
]);
add({ tag: "family-friendly" }, [
  "family", "families", "family friendly", "kids", "kid", "kid friendly", "kids friendly", "children", "child",
  "child friendly", "baby", "babies", "toddler", "toddlers", "stroller",
  "家族", "ファミリー", "子連れ", "子ども", "子供", "こども", "キッズ", "親子",
]);
add({ tag: "vegan-options" }, [
  "vegan", "vegans", "vegan options", "vegan friendly", "vegetarian", "vegetarians", "veggie", "plant based",
  "ヴィーガン", "ビーガン", "ベジタリアン", "ベジ", "菜食",
]);
add({ tag: "safe-space" }, ["safe", "safe space", "safer space", "safe spaces", "安心", "安全", "セーフスペース"]);
add({ tag: "quiet-space" }, [
  "quiet", "quiet space", "calm", "peaceful", "relaxed", "relaxing", "静か", "落ち着いた", "落ち着ける", "落ち着く",
  "まったり", "のんびり",
]);
add({ tag: "group-friendly" }, [
  "group", "groups", "group friendly", "large group", "large groups", "big group", "big groups", "party", "parties",
  "friends", "団体", "グループ", "大人数", "宴会", "飲み会", "パーティー", "パーティ", "友達", "友人", "仲間",
]);
add({ tag: "date-friendly" }, [
  "date", "dates", "date night", "date spot", "first date", "romantic", "couple", "couples",
  "デート", "ロマンチック", "ロマンティック", "カップル",
]);
add({ tag: "community-events" }, [
  "event", "events", "community event", "community events", "meetup", "meetups", "workshop", "workshops",
  "イベント", "コミュニティイベント", "交流会", "ミートアップ", "ワークショップ",
]);

// Issue #17's Japan-specific tags.
add({ tag: "gender-neutral-toilet" }, [
  "gender neutral toilet", "gender neutral toilets", "gender-neutral toilet", "all gender toilet", "all-gender toilet",
  "all gender restroom", "gender neutral restroom", "オールジェンダートイレ", "だれでもトイレ", "誰でもトイレ", "男女共用トイレ",
]);
add({ tag: "same-sex-couples-welcome" }, [
  "same sex couples", "same-sex couples", "same sex couple", "same-sex couple", "同性カップル", "同性カップル歓迎",
]);
add({ tag: "trans-friendly-staff" }, [
  "trans friendly staff", "trans-friendly staff", "トランスジェンダーに理解のあるスタッフ", "トランス理解",
]);
add({ tag: "english-spoken" }, [
  "english", "english spoken", "english speaking", "english-speaking", "英語", "英語対応", "英語可", "英語ok",
]);
add({ tag: "partnership-certificate-accepted" }, [
  "partnership certificate", "partnership certificates", "partnership system", "パートナーシップ", "パートナーシップ証明書",
  "パートナーシップ制度", "パートナーシップ宣誓",
]);

// Budgets.
add({ budget: "budget" }, [
  "cheap", "cheaper", "affordable", "budget", "budget friendly", "inexpensive", "not expensive", "not too expensive",
  "low cost", "low price", "reasonable", "reasonably priced", "bargain",
  "安い", "安く", "安め", "格安", "激安", "手頃", "お手頃", "手ごろ", "リーズナブル", "プチプラ", "低価格",
]);
add({ budget: "moderate" }, [
  "mid-range", "midrange", "moderate", "moderately priced", "mid-priced", "average price", "中価格", "中価格帯",
  "ほどほど",
]);
add({ budget: "upscale" }, [
  "high-end", "upscale", "fancy", "luxury", "luxurious", "expensive", "posh", "classy",
  "高級", "高め", "ラグジュアリー", "贅沢", "ハイエンド",
]);

// Words that merely contain a vocabulary term (バー, パブ, トランス, 屋).
add({ literal: true }, ["メンバー", "ナンバー", "サーバー", "カバー", "パブリック", "エントランス", "屋上", "部屋"]);

// Japanese filler matched anywhere (multi-character, so safe inside other words); 店 and 屋 mean "a place".
add({}, [
  "おすすめ", "オススメ", "おススメ", "お勧め", "お薦め", "ください", "下さい", "教えて", "探して", "探してる",
  "探しています", "さがして", "行きたい", "いきたい", "行ける", "食べたい", "飲みたい", "知りたい", "美味しい",
  "おいしい", "場所", "スポット", "お店", "店", "屋", "近く", "周辺", "付近", "あたり", "辺り", "エリア",
  "フレンドリー", "ところ", "どこ", "ありますか", "あります", "できる", "出来る", "対応", "向け", "優しい",
  "やさしい", "良い", "人気", "素敵", "集まる", "集まれる",
]);

/** English words dropped from the keywords. */
export const EN_STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "in", "at", "on", "near", "nearby", "around", "by", "with", "for", "and", "or", "to", "of",
  "from", "is", "are", "be", "there", "any", "some", "somewhere", "something", "anywhere", "place", "places", "spot",
  "spots", "venue", "venues", "find", "me", "my", "i", "i'm", "im", "we", "us", "our", "you", "looking", "look",
  "search", "searching", "want", "wanna", "need", "like", "would", "could", "can", "please", "show", "get", "go",
  "going", "good", "great", "nice", "best", "top", "recommend", "recommended", "recommendation", "recommendations",
  "friendly", "options", "option", "cool", "area", "city", "that", "which", "where", "what", "has", "have", "it",
  "this", "so", "very", "really", "just", "also", "ok", "okay", "hi", "hello", "thanks", "welcoming", "tonight", "today", "now",
]);

/** Japanese whole tokens dropped from the keywords (too short to match inside words). */
export const JA_STOP_TOKENS: ReadonlySet<string> = new Set(["ある", "いい", "です", "ですか", "か", "など", "人", "方"]);

/** Japanese particles split off after a noun; longest first. */
export const JA_PARTICLES: readonly string[] = [
  "にある", "にあり", "では", "でも", "には", "にも", "での", "とか", "から", "まで", "より", "って", "への", "との",
  "の", "で", "に", "が", "を", "と", "な", "は", "も", "へ", "や",
];

function variants(term: string): string[] {
  const t = foldText(term.normalize("NFKC"));
  if (!/^[\x20-\x7e]+$/.test(t)) return [t];
  if (t.includes(" ")) return [t, t.replace(/ /g, "-")];
  if (t.includes("-")) return [t, t.replace(/-/g, " "), t.replace(/-/g, "")];
  return [t];
}

function buildIndex() {
  const seen = new Map<string, TermEffect>();
  const conflicts: string[] = [];
  for (const { term, effect } of entries) {
    for (const v of variants(term)) {
      const prev = seen.get(v);
      if (prev === undefined) seen.set(v, effect);
      else if (JSON.stringify(prev) !== JSON.stringify(effect)) conflicts.push(v);
    }
  }
  const index = new Map<string, LexiconTerm[]>();
  for (const [term, effect] of seen) {
    const bucket = index.get(term[0]!) ?? [];
    bucket.push({ term, effect });
    index.set(term[0]!, bucket);
  }
  for (const bucket of index.values()) bucket.sort((a, b) => b.term.length - a.term.length || (a.term < b.term ? -1 : 1));
  return { index, conflicts };
}

const built = buildIndex();
/** Terms grouped by first character, longest first. */
export const LEXICON_INDEX: ReadonlyMap<string, readonly LexiconTerm[]> = built.index;
/** Terms listed twice with different meanings (kept: the first). Expected empty; checked by a test. */
export const LEXICON_CONFLICTS: readonly string[] = built.conflicts;
