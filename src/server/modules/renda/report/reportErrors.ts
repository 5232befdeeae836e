/** Error codes of annual duty reports (1_010_007_xxx, decisions.md 13). Messages with {} are filled where thrown. */
export const ReportErrors = {
  NOT_EXISTS: { code: 1010007000, msg: '年度履职报告不存在' },
  NOT_EDITABLE: { code: 1010007001, msg: '报告已提交，只有草稿或已退回的报告可以修改' },
  NOT_DELETABLE: { code: 1010007002, msg: '只有草稿可以删除，已提交的报告不能删除' },
  WRONG_STATE: { code: 1010007003, msg: '报告当前为【{}】状态，不能{}' },
  FILE_NOT_OURS: { code: 1010007004, msg: '报告文件不是本系统上传的文件，请重新上传' },
  FILE_NOT_DOCX: { code: 1010007005, msg: '年度履职报告只接受 Word 文档（.docx），【{}】不是 .docx 文件' },
  DUPLICATE: { code: 1010007006, msg: '您已有【{}】的【{}】，请修改原报告' },
  OPINION_REQUIRED: { code: 1010007007, msg: '退回报告请填写审核意见' },
} as const;

/** `renda_report_status` (SPEC §3; 审核中 is the dictionary's, a submitted report is reviewed in one step). */
export const REPORT_STATUS = {
  DRAFT: 0,
  SUBMITTED: 1,
  REVIEWING: 2,
  APPROVED: 3,
  RETURNED: 4,
} as const;

export const STATUS_LABELS: Record<number, string> = { 0: '草稿', 1: '已提交', 2: '审核中', 3: '已通过', 4: '已退回' };

/** The type file-type gives a Word document (the upload's sniffed type, infra_file.type). */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
