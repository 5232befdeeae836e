/**
 * English titles of the generated screens' resources and fields, in react-admin's `resources.<name>.fields.<field>`
 * scheme. Chinese has no entry: the schema's `title` stays the single source of the Chinese text, and every lookup
 * falls back to it (src/client/resources/fields.ts). Shared: the server names a field by this title in an English
 * refusal (./englishTitles.ts). tests/unit/client/resourceTitles.test.ts fails when a manifest field has no English
 * title here.
 */
export const enResources = {
  config: {
    name: 'Parameter',
    fields: { id: 'ID', category: 'Category', name: 'Name', key: 'Key', value: 'Value', type: 'Type', visible: 'Visible', remark: 'Remark', createTime: 'Created' },
  },
  dictType: {
    name: 'Dictionary type',
    fields: { id: 'ID', name: 'Name', type: 'Type', status: 'Status', remark: 'Remark', createTime: 'Created' },
  },
  dictData: {
    name: 'Dictionary entry',
    fields: {
      id: 'Code', sort: 'Order', label: 'Label', value: 'Value', dictType: 'Dictionary type', status: 'Status', colorType: 'Colour',
      cssClass: 'CSS class', remark: 'Remark', createTime: 'Created',
    },
  },
  proposal: {
    name: 'Proposal',
    fields: {
      id: 'ID', title: 'Title', type: 'Type', category: 'Category', deputyId: 'Lead deputy', deputyName: 'Lead deputy', session: 'Session',
      year: 'Year', serialNo: 'Number', status: 'Status', converted: 'Turned into a suggestion', deptId: 'Lead unit', deptName: 'Lead unit',
      result: 'Result', satisfaction: 'Satisfaction', deadline: 'Deadline', overdue: 'Overdue', submitTime: 'Submitted', closeTime: 'Closed',
      createTime: 'Created',
    },
  },
  activity: {
    name: 'Duty activity',
    fields: {
      id: 'ID', title: 'Title', activityType: 'Activity type', organizerType: 'Organiser', startTime: 'Starts', endTime: 'Ends',
      address: 'Place', longitude: 'Longitude', latitude: 'Latitude', checkinRadius: 'Check-in radius (m)', participantIds: 'Deputies taking part',
      participantCount: 'Participants', signupOpen: 'Open for sign-up', signupLimit: 'Sign-up limit', signupDeadline: 'Sign-up closes',
      status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  term: {
    name: 'Term',
    fields: {
      id: 'ID', name: 'Term name', startDate: 'Start date', endDate: 'End date', isCurrent: 'Current term', remark: 'Remark', createTime: 'Created',
    },
  },
  station: {
    name: 'Liaison station',
    fields: {
      id: 'ID', name: 'Station name', code: 'Station code', areaId: 'Constituency ID', areaName: 'Constituency', address: 'Address', longitude: 'Longitude',
      latitude: 'Latitude', contactPhone: 'Phone', openingHours: 'Opening hours', receptionDays: 'Reception days', deputyIds: 'Deputies stationed',
      deputyCount: 'Deputies', status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  dutyScoreRule: {
    name: 'Duty scoring rule',
    fields: {
      id: 'ID', kind: 'Kind of duty', dutyType: 'Duty type', points: 'Points each', yearCap: 'Yearly cap', status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  stationFeedback: {
    name: 'Station feedback',
    fields: {
      id: 'ID', trackingNo: 'Tracking number', stationId: 'Liaison station', stationName: 'Liaison station', feedbackType: 'Feedback type', content: 'Feedback', name: 'Name',
      mobile: 'Mobile', anonymous: 'Anonymous', photoUrls: 'Photos', status: 'Status', assigneeIds: 'Deputies assigned', handleDeptId: 'Handling unit',
      handleDeptName: 'Handling unit', reply: 'Reply', replyTime: 'Replied', finishTime: 'Finished', proposalId: 'Proposal made from it', createTime: 'Submitted',
    },
  },
  report: {
    name: 'Annual duty report',
    fields: {
      id: 'ID', year: 'Year', dutiesType: 'Report type', title: 'Title', deputyId: 'Deputy', deputyName: 'Deputy', delegationId: 'Delegation',
      delegationName: 'Delegation', delegationType: 'Delegation type', fileName: 'Report file', fileUrl: 'File address', fileSize: 'File size', status: 'Status', opinion: 'Review opinion', submitTime: 'Submitted',
      reviewTime: 'Reviewed', reviewerId: 'Reviewer', reviewerName: 'Reviewer', createTime: 'Created',
    },
  },
  survey: {
    name: 'Survey',
    fields: {
      id: 'ID', surveyName: 'Name', surveyDesc: 'Description', surveyType: 'Type', status: 'Status', startTime: 'Starts',
      endTime: 'Ends', answerCount: 'Answers', remark: 'Remark', createTime: 'Created',
    },
  },
  question: {
    name: 'Question',
    fields: {
      id: 'ID', surveyId: 'Survey', questionNo: 'No.', questionName: 'Question', questionType: 'Type', validateRule: 'Validation',
      showOrHide: 'Hidden at first', notEdit: 'Read-only', defaultValue: 'Default value', optionDisplay: 'Option layout',
      showWhenQuestionId: 'Shown after question', showWhenOptionId: 'Shown for option', options: 'Options', createTime: 'Created',
    },
  },
  answer: {
    name: 'Answer',
    fields: { id: 'ID', surveyId: 'Survey', userId: 'Respondent', userNickname: 'Respondent name', answerJson: 'Answer', createTime: 'Submitted' },
  },
  area: {
    name: 'Electoral area',
    fields: {
      id: 'ID', name: 'Name', parentId: 'Parent area', code: 'Code', areaSource: 'Area source', quota: 'Seats', sort: 'Order',
      status: 'Status', deputyCount: 'Deputies', remark: 'Remark', createTime: 'Created',
    },
  },
  group: {
    name: 'Deputy group',
    fields: {
      id: 'ID', name: 'Name', delegationType: 'Delegation type', sort: 'Order', status: 'Status', memberCount: 'Members', remark: 'Remark',
      createTime: 'Created',
    },
  },
  user: {
    name: 'User',
    fields: {
      id: 'ID', username: 'Username', nickname: 'Nickname', password: 'Password', remark: 'Remark', deptId: 'Department ID',
      deptName: 'Department', postIds: 'Posts', email: 'Email', mobile: 'Mobile', sex: 'Sex', avatar: 'Avatar', status: 'Status',
      rendaNo: 'Deputy card no.', loginIp: 'Last login IP', loginDate: 'Last login', createTime: 'Created',
      deputyLevel: 'Deputy level', delegationType: 'Delegation type', areaId: 'Electoral area', areaName: 'Electoral area',
      areaSource: 'Area source', reappointmentStatus: 'Reappointment', education: 'Education', city: 'City',
      functionalZone: 'Functional zone', leaveTime: 'Left office', nicknamePinyin: 'Name (pinyin)', nicknameInitials: 'Name (initials)',
    },
  },
  role: {
    name: 'Role',
    fields: {
      id: 'ID', name: 'Name', code: 'Code', sort: 'Order', status: 'Status', type: 'Type', dataScope: 'Data scope',
      dataScopeDeptIds: 'Data scope (departments)', remark: 'Remark', createTime: 'Created',
    },
  },
  menu: {
    name: 'Menu',
    fields: {
      id: 'ID', name: 'Name', permission: 'Permission', type: 'Type', sort: 'Order', parentId: 'Parent menu', path: 'Route path',
      icon: 'Icon', component: 'Component path', componentName: 'Component name', status: 'Status', visible: 'Visible',
      keepAlive: 'Cached', alwaysShow: 'Always shown', activeMenu: 'Highlighted menu', createTime: 'Created',
    },
  },
  bpmUserGroup: {
    name: 'User group',
    fields: { id: 'ID', name: 'Name', description: 'Description', memberUserIds: 'Members', status: 'Status', createTime: 'Created' },
  },
  bpmCategory: {
    name: 'Process category',
    fields: { id: 'ID', name: 'Name', code: 'Code', description: 'Description', status: 'Status', sort: 'Order', createTime: 'Created' },
  },
  bpmModel: {
    name: 'Process model',
    fields: {
      id: 'ID', key: 'Key', name: 'Name', category: 'Category', description: 'Description', formType: 'Form type', formId: 'Form',
      formCustomCreatePath: 'Form submit route', formCustomViewPath: 'Form view route', enginePrefix: 'Engine prefix',
      bpmnXml: 'Diagram', createTime: 'Created', updateTime: 'Updated',
    },
  },
  bpmForm: {
    name: 'Process form',
    fields: { id: 'ID', name: 'Name', status: 'Status', conf: 'Form options', fields: 'Fields', remark: 'Remark', createTime: 'Created' },
  },
  tenant: {
    name: 'Tenant',
    fields: {
      id: 'ID', name: 'Name', contactName: 'Contact', contactMobile: 'Contact mobile', status: 'Status', domain: 'Domain',
      packageId: 'Package', packageName: 'Package', parentId: 'Parent tenant', parentName: 'Parent tenant', expireTime: 'Expires',
      accountCount: 'Account quota', username: 'Username', password: 'Password', createTime: 'Created',
    },
  },
  tenantPackage: {
    name: 'Tenant package',
    fields: { id: 'ID', name: 'Name', status: 'Status', remark: 'Remark', menuIds: 'Menus', createTime: 'Created' },
  },
  dept: {
    name: 'Department',
    fields: {
      id: 'ID', name: 'Name', parentId: 'Parent department', sort: 'Order', leaderUserId: 'Leader', leaderNickname: 'Leader',
      phone: 'Phone', email: 'Email', status: 'Status', createTime: 'Created',
    },
  },
  post: {
    name: 'Post',
    fields: { id: 'ID', code: 'Code', name: 'Name', sort: 'Order', status: 'Status', remark: 'Remark', createTime: 'Created' },
  },
  notice: {
    name: 'Notice',
    fields: { id: 'ID', title: 'Title', type: 'Type', content: 'Content', status: 'Status', createTime: 'Created' },
  },
  loginLog: {
    name: 'Login log',
    fields: {
      id: 'ID', logType: 'Type', userId: 'User ID', userType: 'User type', username: 'Username', userIp: 'IP address',
      userAgent: 'Browser', result: 'Result', status: 'Succeeded', createTime: 'Time',
    },
  },
  operateLog: {
    name: 'Operation log',
    fields: {
      id: 'ID', traceId: 'Trace ID', userId: 'User ID', userNickname: 'Operator', userType: 'User type', module: 'Module',
      name: 'Operation', type: 'Type', content: 'Content', exts: 'Extras', requestMethod: 'Method', requestUrl: 'URL',
      userIp: 'IP address', userAgent: 'Browser', javaMethod: 'Route', javaMethodArgs: 'Arguments', startTime: 'Time',
      duration: 'Duration (ms)', resultCode: 'Result code', resultMsg: 'Result message', resultData: 'Result data',
      success: 'Succeeded', createTime: 'Created',
    },
  },
  errorCode: {
    name: 'Error code',
    fields: { id: 'ID', type: 'Type', applicationName: 'Application', code: 'Code', message: 'Message', memo: 'Memo', createTime: 'Created' },
  },
  // SMS sign-in and the OAuth2 server (issue 18)
  smsChannel: {
    name: 'SMS channel',
    fields: {
      id: 'ID', signature: 'Signature', code: 'Channel', status: 'Status', remark: 'Remark', apiKey: 'API account', apiSecret: 'API secret',
      callbackUrl: 'Delivery callback URL', createTime: 'Created',
    },
  },
  smsTemplate: {
    name: 'SMS template',
    fields: {
      id: 'ID', type: 'Type', status: 'Status', code: 'Code', name: 'Name', content: 'Text', remark: 'Remark', channelId: 'Channel ID',
      apiTemplateId: 'Provider template ID', params: 'Parameters', createTime: 'Created',
    },
  },
  smsLog: {
    name: 'SMS log',
    fields: {
      id: 'ID', channelId: 'Channel ID', channelCode: 'Channel', templateId: 'Template ID', templateCode: 'Template code',
      templateType: 'Type', templateContent: 'Text', mobile: 'Mobile', userId: 'User ID', sendStatus: 'Send status',
      sendTime: 'Sent', apiSendCode: 'Gateway code', apiSendMsg: 'Gateway message', apiTemplateId: 'Provider template ID',
      receiveStatus: 'Receipt', receiveTime: 'Received', apiReceiveCode: 'Receipt code', apiReceiveMsg: 'Receipt message', createTime: 'Created',
    },
  },
  // Mail and in-site messages (docs/messages.md).
  mailAccount: {
    name: 'Mail account',
    fields: { id: 'ID', mail: 'Address', username: 'Username', password: 'Password', host: 'SMTP host', port: 'SMTP port', sslEnable: 'SSL', createTime: 'Created' },
  },
  mailTemplate: {
    name: 'Mail template',
    fields: {
      id: 'ID', name: 'Name', code: 'Code', accountId: 'Mail account', nickname: 'Sender name', title: 'Subject', content: 'Content',
      params: 'Parameters', status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  mailLog: {
    name: 'Mail log',
    fields: {
      id: 'ID', userId: 'User ID', userType: 'User type', toMail: 'To', accountId: 'Account ID', fromMail: 'From', templateId: 'Template ID',
      templateCode: 'Template code', templateNickname: 'Sender name', templateTitle: 'Subject', templateContent: 'Content',
      templateParams: 'Parameters', sendStatus: 'Send status', sendTime: 'Sent', sendMessageId: 'Message ID', sendException: 'Error',
      createTime: 'Created',
    },
  },
  notifyTemplate: {
    name: 'Message template',
    fields: {
      id: 'ID', name: 'Name', code: 'Code', nickname: 'Sender name', content: 'Content', type: 'Type', params: 'Parameters',
      status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  notifyMessage: {
    name: 'In-site message',
    fields: {
      id: 'ID', userId: 'User ID', userType: 'User type', templateId: 'Template ID', templateCode: 'Template code',
      templateNickname: 'Sender', templateContent: 'Content', templateType: 'Type', templateParams: 'Parameters',
      readStatus: 'Read', readTime: 'Read at', createTime: 'Sent',
    },
  },
  oauth2Client: {
    name: 'OAuth2 application',
    fields: {
      id: 'ID', clientId: 'Client ID', secret: 'Client secret', name: 'Name', logo: 'Logo', description: 'Description', status: 'Status',
      accessTokenValiditySeconds: 'Access token lifetime (s)', refreshTokenValiditySeconds: 'Refresh token lifetime (s)',
      redirectUris: 'Redirect URIs', authorizedGrantTypes: 'Grant types', scopes: 'Scopes', autoApproveScopes: 'Auto-approved scopes',
      createTime: 'Created',
    },
  },
  socialClient: {
    name: 'Social client',
    fields: {
      id: 'ID', name: 'Name', socialType: 'Social type', code: 'Route code', clientId: 'Client ID', clientSecret: 'Client secret',
      issuer: 'Issuer', authorizationEndpoint: 'Authorization endpoint', tokenEndpoint: 'Token endpoint', userinfoEndpoint: 'User-info endpoint',
      scopes: 'Scopes', icon: 'Icon', status: 'Status', remark: 'Remark', createTime: 'Created',
    },
  },
  socialUser: {
    name: 'Social user',
    fields: { id: 'ID', type: 'Social type', openid: 'Open ID', nickname: 'Nickname', avatar: 'Avatar', rawUserInfo: 'Raw user info', createTime: 'Created', updateTime: 'Updated' },
  },
  oauth2Token: {
    name: 'Token',
    fields: {
      id: 'ID', userId: 'User ID', userType: 'User type', accessToken: 'Access token (digest)', refreshToken: 'Refresh token (digest)',
      clientId: 'Client ID', expiresTime: 'Expires', createTime: 'Created',
    },
  },
  sensitiveWord: {
    name: 'Sensitive word',
    fields: { id: 'ID', name: 'Word', tags: 'Tags', status: 'Status', description: 'Description', createTime: 'Created' },
  },
  apiAccessLog: {
    name: 'API access log',
    fields: {
      id: 'ID', traceId: 'Trace ID', userId: 'User ID', userType: 'User type', applicationName: 'Application', requestMethod: 'Method',
      requestUrl: 'URL', requestParams: 'Parameters', userIp: 'IP address', userAgent: 'Browser', beginTime: 'Began', endTime: 'Ended',
      duration: 'Duration (ms)', resultCode: 'Result code', resultMsg: 'Result message', createTime: 'Created',
    },
  },
  apiErrorLog: {
    name: 'API error log',
    fields: {
      id: 'ID', traceId: 'Trace ID', userId: 'User ID', userType: 'User type', applicationName: 'Application', requestMethod: 'Method',
      requestUrl: 'URL', requestParams: 'Parameters', userIp: 'IP address', userAgent: 'Browser', exceptionTime: 'Time',
      exceptionName: 'Error', exceptionMessage: 'Message', exceptionRootCauseMessage: 'Root cause', exceptionStackTrace: 'Stack trace',
      exceptionClassName: 'Class', exceptionFileName: 'File', exceptionMethodName: 'Function', exceptionLineNumber: 'Line',
      processStatus: 'Status', processTime: 'Processed', processUserId: 'Processed by', createTime: 'Created',
    },
  },
  infraFile: {
    name: 'File',
    fields: { id: 'ID', configId: 'Config ID', name: 'File name', path: 'Path', url: 'URL', type: 'Type', size: 'Size (bytes)', createTime: 'Uploaded' },
  },
  job: {
    name: 'Scheduled job',
    fields: {
      id: 'ID', name: 'Name', status: 'Status', handlerName: 'Handler', handlerParam: 'Parameter', cronExpression: 'Cron expression',
      retryCount: 'Retries', retryInterval: 'Retry interval (ms)', monitorTimeout: 'Monitor timeout (ms)', nextFireTime: 'Next run', createTime: 'Created',
    },
  },
  jobLog: {
    name: 'Job log',
    fields: {
      id: 'ID', jobId: 'Job ID', handlerName: 'Handler', handlerParam: 'Parameter', executeIndex: 'Attempt', beginTime: 'Started', endTime: 'Ended',
      duration: 'Duration (ms)', status: 'Status', result: 'Result', createTime: 'Created',
    },
  },
  fileConfig: {
    name: 'File config',
    fields: {
      id: 'ID', name: 'Name', storage: 'Storage', master: 'Master', config: 'Settings', remark: 'Remark', createTime: 'Created',
      basePath: 'Base path', endpoint: 'Endpoint', bucket: 'Bucket', accessKey: 'Access key', accessSecret: 'Access secret', region: 'Region', domain: 'Custom domain',
    },
  },
};
