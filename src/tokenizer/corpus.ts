/**
 * A small built-in multilingual corpus: `tokens verify` round-trips it (decode(encode(x)) === x)
 * with every encoding, and the vector generator encodes it with the reference tokenizers. Each
 * sample stresses one thing the split patterns treat specially.
 */
export const BUILTIN_CORPUS: readonly { readonly label: string; readonly text: string }[] = [
  { label: 'english', text: "The quick brown fox jumps over the lazy dog. It's what we've said; they'll know." },
  { label: 'contractions', text: "I'M SURE YOU'RE RIGHT, he'd say — don't, won't, can't." },
  { label: 'chinese', text: '技能描述应当简洁明了，说明何时使用以及如何使用。' },
  { label: 'japanese', text: 'このスキルは日本語の文章を要約します。カタカナとひらがな。' },
  { label: 'korean', text: '이 기술은 한국어 문서를 요약합니다.' },
  { label: 'arabic', text: 'هذه المهارة تلخص المستندات العربية.' },
  { label: 'devanagari', text: 'यह कौशल हिन्दी दस्तावेज़ों का सारांश देता है।' },
  { label: 'emoji', text: 'Ship it 🚀👍🏽 family 👨‍👩‍👧‍👦 flag 🇯🇵 rainbow 🏳️‍🌈 coder 🧑🏿‍💻' },
  { label: 'combining marks', text: 'Cafe\u0301 nai\u0308ve A\u030a\u0323 Z\u0335\u0321a\u0337l\u0336g\u0338o' },
  { label: 'digits', text: '1 12 123 1234 12345 123456 1234567 12345678 123456789 1234567890 ٣٤٥ １２３' },
  { label: 'whitespace', text: 'a  b   c\t\td\r\n\r\ne \n  f\u00a0g\u3000h    \n' },
  { label: 'code', text: 'export function f(a: number): number {\r\n\treturn a ** 2; // square\r\n}\r\n' },
  { label: 'url', text: 'See https://example.com/skills/pdf?tab=usage&lang=en#install or mailto:a@b.co' },
  {
    label: 'long word',
    text: 'Pneumonoultramicroscopicsilicovolcanoconiosis and aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  },
  { label: 'special text', text: 'Text that mentions <|endoftext|> and <|fim_prefix|> as plain text.' },
  { label: 'case changes', text: 'HTTPServer iPhone McDonaldsHQ ǅungla XMLHttpRequest' },
];
