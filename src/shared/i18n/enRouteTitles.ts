/**
 * English of the titles the bespoke routes name their fields by (their schemas' `title`, and the names their own
 * checks compose refusals with), keyed by the Chinese title. The resources' fields take their English from
 * ./enResources.ts (./englishTitles.ts); a title here is one no resource field has, or one inside a field.
 * tests/unit/server/serverMessagesEnglish.test.ts fails when a Chinese text of the server has no English.
 */
export const enRouteTitles: Readonly<Record<string, string>> = {
  // Inside the resources' fields (an item of a list field), which ./enResources.ts does not name
  选项编号: 'Option ID', 选项序号: 'Option No.', 选项内容: 'Option text', 可填写补充: 'Takes added text', 成员编号: 'Member ID',
  表单项: 'Form items', 区域: 'Region', 参数: 'Parameters',
  // Liaison-station feedback's handling (issue 35, decision 95)
  反馈编号: 'Feedback ID', 分派代表: 'Deputies assigned', 办理单位: 'Handling unit', 分派说明: 'Assignment note', 办结说明: 'Closing note',
  是否超期: 'Overdue', 查询码: 'Tracking number', 反馈内容: 'Feedback', 联络站: 'Liaison station', 反馈类型: 'Feedback type',
  // Liaison stations' poster and public page (issue 35, decision 94)
  联络站编码: 'Station code', 格式: 'Format', 照片地址: 'Photo address', 验证码编号: 'Verification code key', 姓名: 'Name', 手机号码: 'Mobile', 匿名: 'Anonymous',
  // Lists and the generic routes (crud/)
  页码: 'Page', 每页条数: 'Page size', 排序字段: 'Sort field', 排序方向: 'Sort direction', 编号: 'ID', 创建者: 'Creator', 更新者: 'Updater',
  // Activities' sign-up, check-in and attendance, 履职登记 (issue 36)
  活动编号: 'Activity ID', 签到照片: 'Check-in photo', 出席: 'Present', 范围: 'Scope', 履职类型: 'Duty type', 履职事项: 'Duty item',
  履职日期: 'Date', 履职地点: 'Place', 履职内容: 'Description', 照片: 'Photos',
  // The duty score's ranking and adjustments (issue 36 point 4, decision 99)
  年度: 'Year', 代表小组: 'Deputy group', 评分等级: 'Level', 本年度无履职: 'No duty this year', 代表: 'Deputy', 调整分数: 'Points adjusted', 调整理由: 'Reason for the adjustment',
  // Signing in, registering, SMS, social sign-in, OAuth2
  登录账号: 'Username', 验证码: 'Verification code', 验证码唯一标识: 'Verification code key', 登录来源: 'Sign-in source',
  单点登录票据: 'SSO ticket', 授权码: 'Authorization code', 授权状态: 'Authorization state', 强制获取验证码: 'Always ask for a code',
  发送场景: 'Scene', 短信验证码: 'SMS code', 回调地址: 'Callback address', 旧密码: 'Old password', 新密码: 'New password',
  响应类型: 'Response type', 客户端编号: 'Client ID', 授权范围: 'Scope', '重定向 URI': 'Redirect URI', 用户是否接受: 'Approved by the user',
  状态: 'State', 'PKCE 挑战': 'PKCE code challenge', 'PKCE 挑战方法': 'PKCE code challenge method', 授权类型: 'Grant type',
  'PKCE 验证码': 'PKCE code verifier', 刷新令牌: 'Refresh token', 客户端密钥: 'Client secret', 访问令牌: 'Access token', 令牌类型: 'Token type',
  // Users, deputies, permissions, messages
  代表姓名: 'Deputy name', 代表证号: 'Deputy card number', 排除的代表: 'Excluded deputies', 是否更新已经存在的用户: 'Update existing users',
  接收人: 'Recipient', 模板参数: 'Template parameters', 文本: 'Text', 小组成员: 'Group members', 第: 'Row',
  // Files and their storage
  上传文件: 'Uploaded file', 文件目录: 'Directory', 文件配置编号: 'File configuration ID', 'FTP 服务器': 'FTP server',
  'SFTP 服务器': 'SFTP server', 节点地址: 'Endpoint', '存储 bucket': 'Storage bucket', 自定义域名: 'Custom domain', 基础路径: 'Base path',
  // Workflow
  流程实例的编号: 'Process instance ID', 流程定义的编号: 'Process definition ID', 审批意见: 'Approval opinion', 取消原因: 'Cancellation reason',
  流程变量: 'Process variables', 流程状态: 'Process status', 流程结果: 'Process result', 流程任务名: 'Task name', 事项类别: 'Item category', 是否逾期: 'Overdue', 新审批人的用户编号: "The new assignee's user ID",
  转派原因: 'Transfer reason', 被委派人的用户编号: "The delegate's user ID", 委派原因: 'Delegation reason', '退回到的任务 Key': 'Step to send back to',
  加签用户: 'Signers', 向前加签: 'signers before', 向后加签: 'signers after', 加签类型: 'Sign type', 加签原因: 'Reason for adding signers', 减签原因: 'Reason for removing the signer',
  退回理由: 'Reason for sending back', 抄送的用户编号: 'User IDs to copy to', 抄送的用户: 'People to copy to', 抄送意见: 'Note to the people copied',
  挂起状态: 'Suspension state', 模型编号: 'Model ID', 流程模型的编号: 'Process model ID', 流程任务定义的编号: 'Task definition ID',
  规则类型: 'Rule type', 规则值: 'Rule values', 请假类型: 'Leave type', 原因: 'Reason', 结果: 'Result',
  // Proposals, surveys
  内容: 'Content', 是否公开: 'Public', 附件: 'Attachments', 附议代表: 'Seconding deputies', 承办单位: 'Handling units', 交办意见: 'Assignment opinion',
  审核结果: 'Review decision', 办理方式: 'Handling type', 办理状态: 'Handling status', 答复内容: 'Reply', 答复附件: 'Reply attachments',
  办理结果类别: 'Result category', 评价意见: 'Rating opinion', 行问题: 'Row question', 列问题: 'Column question',
  // Code generation, data sources, jobs
  表编号: 'Table ID', 表定义: 'Table definition', 生成场景: 'Generation scene', 表描述: 'Table description', 模块名: 'Module name',
  业务名: 'Business name', 类名称: 'Class name', 类描述: 'Class description', 作者: 'Author', 模板类型: 'Template type', 前端类型: 'Front-end type',
  字段定义: 'Field definitions', 字段编号: 'Field ID', 字段描述: 'Field description', 'Java 类型': 'Java type', 'Java 属性': 'Java property',
  示例: 'Example', 允许空: 'Nullable', 插入: 'Create', 编辑: 'Edit', 查询: 'Query', 查询方式: 'Query operator', 列表: 'List', 显示类型: 'Display type',
  // The record of duty and the reception check-in (issue 36 points 3 and 5, decision 98)
  届次: 'Term', 经度: 'Longitude', 纬度: 'Latitude',
  数据源: 'Data source', 表名称: 'Table name', 表名: 'Table names', 表名数组: 'Table names', 数据源名称: 'Data source name',
  数据源连接: 'Connection URL', 数据源配置: 'Data source', 数量: 'Count',
};
