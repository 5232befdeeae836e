import { http } from '../../api/index.ts';

/** The citizens' calls of a liaison station (no sign-in: the station's code names the tenant), docs/stations.md. */
const PUBLIC = '/renda/station-feedback/public';
const quiet = { withToken: false, silent: true } as const;

export interface PublicStation {
  code: string;
  name: string;
  address: string;
  receptionDays: string | null;
  openingHours: string | null;
  contactPhone: string | null;
  deputies: string[];
  types: { value: string; label: string }[];
}

export interface PublicCaptcha {
  enable: boolean;
  uuid: string | null;
  img: string | null;
}

export interface PublicFeedback {
  station: string;
  feedbackType: string;
  content: string;
  anonymous: boolean;
  name?: string;
  mobile?: string;
  photoUrls: string[];
  captchaUuid?: string;
  captchaCode?: string;
}

export interface TrackedFeedback {
  trackingNo: string;
  stationName: string;
  feedbackType: string;
  feedbackTypeLabel: string;
  status: string;
  statusLabel: string;
  reply: string | null;
  replyTime: number | null;
  finishTime: number | null;
  createTime: number;
}

export const feedbackApi = {
  station: (code: string) => http.request<PublicStation>({ ...quiet, url: `${PUBLIC}/station`, params: { code } }),
  captcha: () => http.request<PublicCaptcha>({ ...quiet, url: `${PUBLIC}/captcha` }),
  upload: (station: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.request<string>({ ...quiet, method: 'POST', url: `${PUBLIC}/upload`, params: { station }, data: form, timeout: 120_000 });
  },
  create: (body: PublicFeedback) => http.request<{ trackingNo: string }>({ ...quiet, method: 'POST', url: `${PUBLIC}/create`, data: body }),
  track: (trackingNo: string, mobile: string) =>
    http.request<TrackedFeedback>({ ...quiet, url: `${PUBLIC}/track`, params: { trackingNo, ...(mobile ? { mobile } : {}) } }),
};
