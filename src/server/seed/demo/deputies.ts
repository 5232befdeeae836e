/**
 * The generated deputies of tenant 1 (issue 16: a tenant with 500+ deputies to find in the picker) and the electoral
 * areas they were elected in. Pure data, deterministic: the same names, numbers and areas on every database, so the
 * seed stays idempotent (keyed by username and area code) and tests may name a generated deputy.
 */

export interface AreaSeed {
  code: string;
  name: string;
  parentCode?: string;
  areaSource: string;
  quota: number;
  sort: number;
}

export interface DeputySeed {
  username: string;
  nickname: string;
  rendaNo: string;
  sex: 1 | 2;
  mobile: string;
  areaCode: string;
  /** The department of the deputy's delegation, by name. */
  delegation: string;
  deputyLevel: string;
  delegationType: string;
  areaSource: string;
  reappointmentStatus: string;
  education: string;
  city: string;
  functionalZone: string | null;
}

/** How many deputies the seed generates (besides deputy1 and deputy2). */
export const GENERATED_DEPUTIES = 520;

/**
 * The districts (top level) with their delegation type, each with its numbered 选区. A district's deputies form its
 * delegation (代表团), the department named after it (seed/demo/org.ts: 城东区代表团 …): generated deputies are its
 * members, so whatever is filed by delegation (reports, the roster's department filter) finds them there.
 */
const DISTRICTS = [
  { code: 'CD', name: '城东区', delegationType: '1', areas: 8, functionalZone: null },
  { code: 'CX', name: '城西区', delegationType: '1', areas: 8, functionalZone: null },
  { code: 'NJ', name: '南江县', delegationType: '2', areas: 6, functionalZone: null },
  { code: 'GX', name: '高新区', delegationType: '3', areas: 3, functionalZone: '1' },
  { code: 'BD', name: '驻市部队', delegationType: '4', areas: 1, functionalZone: null },
] as const;

/** The department of a district's delegation (seed/demo/org.ts). */
export const delegationOf = (district: string): string => `${district}代表团`;

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

export const areaSeeds: AreaSeed[] = DISTRICTS.flatMap((d, di) => [
  { code: d.code, name: d.name, areaSource: '3', quota: 0, sort: di + 1 },
  ...Array.from({ length: d.areas }, (_, i) => ({
    code: `${d.code}-${String(i + 1).padStart(2, '0')}`,
    name: d.areas === 1 ? `${d.name}选区` : `${d.name}第${NUMERALS[i]}选区`,
    parentCode: d.code,
    // residential areas mostly; the last of a district is a workplace area (单位选区)
    areaSource: i === d.areas - 1 && d.areas > 1 ? '2' : '1',
    quota: 30,
    sort: i + 1,
  })),
]);

/** The area of the demo accounts deputy1 and deputy2 (assigned when the areas are first seeded). */
export const DEMO_DEPUTY_AREAS: Record<string, string> = { deputy1: 'CD-01', deputy2: 'CX-01' };

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤欧阳';
const MALE = '伟强磊军勇杰涛斌超明刚平辉鹏华飞波建国志文林宇浩峰东海亮俊立新成胜兵毅松顺';
const FEMALE = '芳娜敏静丽艳娟霞秀英玲桂兰红梅琳雪燕萍婷颖慧洁琴云莉倩佳欣悦淑思素';

/** A small linear congruential generator: the same sequence everywhere, so the data is the same on every seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pick<T>(random: () => number, items: ArrayLike<T>): T {
  return items[Math.floor(random() * items.length)];
}

/** Weighted choice among dictionary values: `[[value, weight], ...]`. */
function weighted(random: () => number, choices: readonly (readonly [string, number])[]): string {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) if ((r -= w) < 0) return value;
  return choices[choices.length - 1][0];
}

const CITIES = ['430100', '430100', '430100', '430200', '430300', '430400', '430600', '430700'];

export function generatedDeputies(count = GENERATED_DEPUTIES): DeputySeed[] {
  const random = generator(20260101);
  const leaves = areaSeeds.filter((a) => a.parentCode);
  return Array.from({ length: count }, (_, i) => {
    const sex = random() < 0.62 ? 1 : 2;
    const given = sex === 1 ? MALE : FEMALE;
    const surname = random() < 0.02 ? '欧阳' : pick(random, SURNAMES.slice(0, -2));
    const nickname = surname + pick(random, given) + (random() < 0.7 ? pick(random, given) : '');
    const area = leaves[i % leaves.length];
    const district = DISTRICTS.find((d) => d.code === area.parentCode)!;
    const serial = String(i + 3).padStart(3, '0');
    return {
      username: `d2026${serial}`,
      nickname,
      rendaNo: `D2026${serial}`,
      sex,
      mobile: `1350000${String(i + 3).padStart(4, '0')}`,
      areaCode: area.code,
      delegation: delegationOf(district.name),
      deputyLevel: weighted(random, [['3', 80], ['2', 20]]),
      delegationType: district.delegationType,
      areaSource: area.areaSource,
      reappointmentStatus: weighted(random, [['1', 55], ['2', 40], ['3', 5]]),
      education: weighted(random, [['1', 6], ['2', 24], ['3', 45], ['4', 15], ['5', 7], ['6', 3]]),
      city: pick(random, CITIES),
      functionalZone: district.functionalZone,
    };
  });
}
