#include "CFFmpegShim.h"
#include <libavutil/error.h>
#include <libavutil/avutil.h>
#include <errno.h>

int avshim_error_eof(void) { return AVERROR_EOF; }
int avshim_error_eagain(void) { return AVERROR(EAGAIN); }
int64_t avshim_nopts_value(void) { return AV_NOPTS_VALUE; }
